import { getDb } from "@/lib/db/client";
import { vatRateOf } from "@/lib/geo/country-facts";
import { purchasableWhere } from "@/lib/store/list-store-courses";
import { priceWithVat } from "@/lib/store/pricing";
import { professionalStatusOn } from "@/lib/professional/membership-status";
import { todayUtc } from "@/lib/dates";
import { fullNameOf } from "@/lib/users/serializers";

// What the seats page offers besides the API's reads (the caller passed the center's door first):
// the courses for sale priced with the center's VAT, and the members who may teach a seat.

export type SeatCourseOption = { code: string; name: string; price: number; currency: string; vatRate: number; priceWithVat: number };
export type SeatInstructorOption = { memberId: string; name: string };

export async function seatCourseOptions(country: string): Promise<SeatCourseOption[]> {
  const db = await getDb();
  const vatRate = vatRateOf(country) ?? 0;
  const courses = await db.course.findMany({
    where: purchasableWhere,
    select: { code: true, name: true, priceCents: true, currency: true },
    orderBy: [{ level: "asc" }, { position: "asc" }, { id: "asc" }],
  });
  return courses.map((c) => ({ code: c.code, name: c.name, price: c.priceCents, currency: c.currency, vatRate, priceWithVat: priceWithVat(c.priceCents, vatRate) }));
}

/** The center's members who are active professionals (the instructors a seat may name). */
export async function seatInstructorOptions(centerId: number): Promise<SeatInstructorOption[]> {
  const db = await getDb();
  const members = await db.diveCenterMember.findMany({
    where: { diveCenterId: centerId, user: { professional: { isNot: null } } },
    select: { user: { select: { memberId: true, firstName: true, lastName: true, professional: { select: { status: true, expireDate: true } } } } },
    orderBy: [{ role: "asc" }, { createdAt: "asc" }],
  });
  const today = todayUtc();
  return members
    .filter((m) => m.user.professional && professionalStatusOn(m.user.professional, today) === "active")
    .map((m) => ({ memberId: m.user.memberId, name: fullNameOf(m.user) ?? m.user.memberId }));
}
