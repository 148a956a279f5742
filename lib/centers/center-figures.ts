import { getDb, type Db } from "@/lib/db/client";

// A center's figures (GET /centers/{id}, the dashboards, a distributor's list): four grouped
// statements for any number of centers, never one per center.

export type CenterFigures = { instructors: number; students_in_training: number; certifications_this_year: number; seats_left: number };

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const none = (): CenterFigures => ({ instructors: 0, students_in_training: 0, certifications_this_year: 0, seats_left: 0 });

/** Figures by center id; every id asked for is in the map (zeros for a center with nothing yet). */
export async function centerFigures(centerIds: readonly number[], now = new Date(), db?: Db | Tx): Promise<Map<number, CenterFigures>> {
  const out = new Map(centerIds.map((id) => [id, none()]));
  if (!centerIds.length) return out;
  const client = db ?? (await getDb());
  const ids = [...new Set(centerIds)];
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const [instructors, students, certifications, seats] = await Promise.all([
    client.diveCenterMember.groupBy({ by: ["diveCenterId"], where: { diveCenterId: { in: ids }, role: "instructor" }, _count: { _all: true } }),
    client.courseLog.groupBy({ by: ["diveCenterId"], where: { diveCenterId: { in: ids }, status: "active", expiresAt: { gt: now } }, _count: { _all: true } }),
    client.certification.groupBy({ by: ["diveCenterId"], where: { diveCenterId: { in: ids }, status: "valid", issuedAt: { gte: yearStart } }, _count: { _all: true } }),
    client.centerSeatBalance.groupBy({ by: ["diveCenterId"], where: { diveCenterId: { in: ids } }, _sum: { bought: true, assigned: true } }),
  ]);
  for (const r of instructors) out.get(r.diveCenterId)!.instructors = r._count._all;
  for (const r of students) if (r.diveCenterId !== null) out.get(r.diveCenterId)!.students_in_training = r._count._all;
  for (const r of certifications) if (r.diveCenterId !== null) out.get(r.diveCenterId)!.certifications_this_year = r._count._all;
  for (const r of seats) out.get(r.diveCenterId)!.seats_left = (r._sum.bought ?? 0) - (r._sum.assigned ?? 0);
  return out;
}
