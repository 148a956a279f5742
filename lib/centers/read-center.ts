import type { CenterRecord } from "@/lib/centers/schema";
import { centerSelect, toCenter } from "@/lib/centers/serializers";
import { getDb } from "@/lib/db/client";

/** A center's record alone (no figures), for a page whose door (centerPage) has already let the caller in. */
export async function readCenter(centerId: number): Promise<CenterRecord> {
  const db = await getDb();
  return toCenter(await db.diveCenter.findUniqueOrThrow({ where: { id: centerId }, select: centerSelect }));
}
