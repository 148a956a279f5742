import type { Db } from "@/lib/db/client";
import { vatRateOf } from "@/lib/geo/country-facts";
import { priceWithVat } from "@/lib/store/pricing";

// The demo instructor owns his dive center (issue 37): the center's pages have a team, students
// (the demo learning's course logs at that center) and five Open Water seats bought by a paid
// seat order, so the ledger reads bought = assigned + left from the first start.

const SEATS = 5;

export async function seedDemoCenters(db: Db) {
  const owner = await db.user.findUnique({ where: { email: "instructor@example.com" }, select: { id: true, diveCenterId: true } });
  if (!owner?.diveCenterId) return;
  const centerId = owner.diveCenterId;
  await db.diveCenterMember.upsert({
    where: { diveCenterId_userId: { diveCenterId: centerId, userId: owner.id } },
    update: {},
    create: { diveCenterId: centerId, userId: owner.id, role: "owner" },
  });
  const course = await db.course.findUnique({ where: { code: "OWD" }, select: { id: true, priceCents: true, currency: true } });
  if (!course) return;
  const existing = await db.centerSeatBalance.findUnique({ where: { diveCenterId_courseId: { diveCenterId: centerId, courseId: course.id } } });
  if (existing) return;
  const center = await db.diveCenter.findUniqueOrThrow({ where: { id: centerId }, select: { country: true } });
  const vatRate = vatRateOf(center.country) ?? 0;
  await db.$transaction([
    db.order.create({
      data: {
        userId: owner.id,
        studentId: owner.id,
        kind: "seats",
        courseId: course.id,
        diveCenterId: centerId,
        quantity: SEATS,
        priceCents: course.priceCents,
        vatRate,
        amountCents: priceWithVat(course.priceCents * SEATS, vatRate),
        currency: course.currency,
        status: "paid",
        provider: "seed",
        paidAt: new Date(),
      },
    }),
    db.centerSeatBalance.create({ data: { diveCenterId: centerId, courseId: course.id, bought: SEATS } }),
  ]);
}
