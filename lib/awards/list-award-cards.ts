import { getDb } from "@/lib/db/client";
import { ymd } from "@/lib/dates";
import { awardCard, CERTIFICATION_THRESHOLDS, DIVE_THRESHOLDS, type AwardCard } from "@/lib/awards/awards";

// GET /diver/award-cards. A constant number of queries: two counts, then one lookup per earned
// milestone (at most eight) for the date it was reached.

export async function listAwardCards(user: { id: number; isProfessional: boolean }): Promise<AwardCard[]> {
  const db = await getDb();
  const diveWhere = { userId: user.id, deletedAt: null };
  // Revoked certifications do not count as issued; superseded ones were issued all the same.
  const certWhere = { instructorId: user.id, status: { not: "revoked" as const } };
  const [dives, certifications] = await Promise.all([
    db.diveLog.count({ where: diveWhere }),
    user.isProfessional ? db.certification.count({ where: certWhere }) : Promise.resolve(0),
  ]);

  const diveDate = (n: number) =>
    db.diveLog.findFirst({ where: diveWhere, orderBy: [{ date: "asc" }, { id: "asc" }], skip: n - 1, select: { date: true } }).then((r) => ymd(r?.date));
  const certDate = (n: number) =>
    db.certification
      .findFirst({ where: certWhere, orderBy: [{ issuedAt: "asc" }, { id: "asc" }], skip: n - 1, select: { issuedAt: true } })
      .then((r) => ymd(r?.issuedAt));

  const cards = DIVE_THRESHOLDS.map(async (t) => awardCard("dives", t, dives, dives >= t ? await diveDate(t) : null));
  const proCards = user.isProfessional
    ? CERTIFICATION_THRESHOLDS.map(async (t) => awardCard("certifications", t, certifications, certifications >= t ? await certDate(t) : null))
    : [];
  return Promise.all([...cards, ...proCards]);
}
