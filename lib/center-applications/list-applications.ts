import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import type { AdminCenterApplicationRecord, ApplicationsQuery, CenterApplicationRecord } from "@/lib/center-applications/schema";
import { adminApplicationSelect, applicationSelect, toAdminCenterApplication, toCenterApplication } from "@/lib/center-applications/serializers";
import { getDb } from "@/lib/db/client";

const newestFirst: Prisma.DiveCenterApplicationOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
// The queue is worked oldest first, so nobody waits behind later applications.
const oldestFirst: Prisma.DiveCenterApplicationOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }];
const lastDecidedFirst: Prisma.DiveCenterApplicationOrderByWithRelationInput[] = [{ decidedAt: "desc" }, { id: "desc" }];

/** GET /dive-centers/applications: the caller's own applications, newest first. */
export async function listOwnApplications(userId: number, page: PageQuery, url: URL): Promise<LengthAwarePage<CenterApplicationRecord>> {
  const db = await getDb();
  const where = { userId };
  const [rows, total] = await Promise.all([
    db.diveCenterApplication.findMany({ where, select: applicationSelect, orderBy: newestFirst, ...pageWindow(page) }),
    db.diveCenterApplication.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toCenterApplication), total, page, url);
}

/** GET /admin/dive-center-applications: pending ones oldest first, decided ones last decided first. */
export async function listApplications(query: ApplicationsQuery, url: URL): Promise<LengthAwarePage<AdminCenterApplicationRecord>> {
  const db = await getDb();
  const { status, ...page } = query;
  const where = { status };
  const [rows, total] = await Promise.all([
    db.diveCenterApplication.findMany({ where, select: adminApplicationSelect, orderBy: status === "pending" ? oldestFirst : lastDecidedFirst, ...pageWindow(page) }),
    db.diveCenterApplication.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toAdminCenterApplication), total, page, url);
}
