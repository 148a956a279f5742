import { getDb } from "@/lib/db/client";

export type ActiveDiveCenter = { id: number; name: string; distributorId: number | null };

/**
 * For registration and profile updates: the center a user may join, or null. The id comes from
 * a request body, so one outside the int4 column range is simply not found instead of a
 * database error.
 */
export async function findActiveDiveCenter(id: number): Promise<ActiveDiveCenter | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const db = await getDb();
  return db.diveCenter.findFirst({
    where: { id, active: true },
    select: { id: true, name: true, distributorId: true },
  });
}
