import type { Prisma } from "@/generated/prisma/client";
import type { CourseLevel } from "@/generated/prisma/enums";
import { todayUtc } from "@/lib/dates";
import { addUtcMonths } from "@/lib/learning/calendar";

// The user's `qualification` (course name) and `qualificationLevel` follow their certifications.

export const levelRank: readonly CourseLevel[] = ["diver", "specialty", "professional", "trainer", "examiner"];
const rank = (level: CourseLevel | null | undefined) => (level ? levelRank.indexOf(level) : -1);
const professionalRank = rank("professional");

/**
 * Sets the qualification from the highest-level valid certification (newest first on ties).
 * A level that no DiveCert certification ever backed (imported or seeded accounts) is kept when
 * certifications would lower it: a professional taking a specialty must not stop being one.
 * Professional levels and above get a professional membership when they have none.
 */
export async function refreshQualification(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { qualificationLevel: true, country: true, professional: { select: { userId: true } } },
  });
  const certs = await tx.certification.findMany({
    where: { userId },
    orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
    select: { level: true, status: true, course: { select: { name: true } } },
  });
  const best = certs
    .filter((c) => c.status === "valid")
    .reduce<(typeof certs)[number] | null>((top, c) => (!top || rank(c.level) > rank(top.level) ? c : top), null);
  const current = rank(user.qualificationLevel);
  const heldOutside = current > rank(best?.level) && !certs.some((c) => rank(c.level) >= current);
  if (heldOutside) return;
  await tx.user.update({
    where: { id: userId },
    data: { qualification: best?.course.name ?? null, qualificationLevel: best?.level ?? null },
  });
  if (best && rank(best.level) >= professionalRank && !user.professional) {
    const today = todayUtc();
    await tx.professionalMembership.createMany({
      data: [{ userId, jobCountry: user.country?.trim() || "XX", status: "active", renewalDate: today, expireDate: addUtcMonths(today, 12) }],
      skipDuplicates: true,
    });
  }
}
