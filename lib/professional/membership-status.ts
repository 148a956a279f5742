import type { ProfessionalStatus } from "@/generated/prisma/enums";
import { addUtcMonths } from "@/lib/learning/calendar";

// Membership rules kept pure so the user resource, the guard of professional actions, the
// renewal page and the payment path agree. Dates are UTC midnights (DATE columns); expire_date is
// the last day of validity.

export type MembershipState = { status: ProfessionalStatus | null; expireDate: Date | null };

export const RENEWAL_MONTHS = 12;
export const REMINDER_DAYS = 30;

/** Read time decides: an active membership whose expire_date has passed is expired, no job needed. */
export function professionalStatusOn(m: MembershipState, today: Date): ProfessionalStatus | null {
  if (m.status === "active" && m.expireDate && m.expireDate.getTime() < today.getTime()) return "expired";
  return m.status;
}

/** The period a paid renewal buys: 12 months from the later of today and the current expiry. */
export function renewalPeriod(currentExpiry: Date | null, today: Date): { from: Date; until: Date } {
  const from = currentExpiry && currentExpiry.getTime() > today.getTime() ? currentExpiry : today;
  return { from, until: addUtcMonths(from, RENEWAL_MONTHS) };
}

export const addUtcDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** The reminder window: expiry from today to 30 days ahead, on a membership still active. */
export function reminderDue(m: MembershipState, today: Date): boolean {
  if (professionalStatusOn(m, today) !== "active" || !m.expireDate) return false;
  const t = m.expireDate.getTime();
  return t >= today.getTime() && t <= addUtcDays(today, REMINDER_DAYS).getTime();
}
