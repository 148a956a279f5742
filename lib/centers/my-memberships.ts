import { cache } from "react";
import type { CenterRole, DistributorRole } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";

// The centers and distributors an account belongs to, light (id, name, role): what the centers'
// navigation switches between and what the account navigation's "Dive centers" link is decided on.
// One statement (the user row with both memberships, joined), read once per request however many
// components ask (layout and page).

export type MyCenter = { id: number; name: string; active: boolean; role: CenterRole };
export type MyDistributor = { id: number; name: string; active: boolean; role: DistributorRole };
export type MyMemberships = { centers: MyCenter[]; distributors: MyDistributor[] };

export async function readMyMemberships(userId: number): Promise<MyMemberships> {
  const db = await getDb();
  const row = await db.user.findUnique({
    where: { id: userId },
    select: {
      centerMemberships: {
        select: { role: true, diveCenter: { select: { id: true, name: true, active: true } } },
        orderBy: [{ diveCenter: { name: "asc" } }, { diveCenterId: "asc" }],
      },
      distributorMemberships: {
        select: { role: true, distributor: { select: { id: true, name: true, active: true } } },
        orderBy: [{ distributor: { name: "asc" } }, { distributorId: "asc" }],
      },
    },
  });
  return {
    centers: (row?.centerMemberships ?? []).map((m) => ({ ...m.diveCenter, role: m.role })),
    distributors: (row?.distributorMemberships ?? []).map((m) => ({ ...m.distributor, role: m.role })),
  };
}

/** Per request (React cache): the layout and the page share one read. */
export const myMemberships = cache(readMyMemberships);
