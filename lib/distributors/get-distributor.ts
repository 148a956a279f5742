import { centerFigures } from "@/lib/centers/center-figures";
import { getDb } from "@/lib/db/client";
import { distributorAccess } from "@/lib/distributors/distributor-access";
import { distributorCentersPage } from "@/lib/distributors/list-distributor-centers";
import type { DistributorDetailRecord } from "@/lib/distributors/schema";

// GET /distributors/{id} (members): the distributor, the caller's role, the figures of all its
// centers together and the first page of its centers with theirs.

export async function getDistributor(userId: number, distributorId: number, url: URL): Promise<DistributorDetailRecord> {
  const { distributor, role } = await distributorAccess(userId, distributorId);
  const db = await getDb();
  const all = await db.diveCenter.findMany({ where: { distributorId }, select: { id: true } });
  const ids = all.map((c) => c.id);
  const [figures, centers] = await Promise.all([
    centerFigures(ids),
    distributorCentersPage(distributorId, { page: 1, per_page: 15 }, new URL(`${url.origin}/api/v1/distributors/${distributorId}/centers`)),
  ]);
  const totals = { centers: ids.length, instructors: 0, students_in_training: 0, certifications_this_year: 0, seats_left: 0 };
  for (const f of figures.values()) {
    totals.instructors += f.instructors;
    totals.students_in_training += f.students_in_training;
    totals.certifications_this_year += f.certifications_this_year;
    totals.seats_left += f.seats_left;
  }
  return { ...distributor, role, totals, centers };
}
