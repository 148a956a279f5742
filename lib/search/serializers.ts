import type { Prisma } from "@/generated/prisma/client";
import type { CourseLevel } from "@/generated/prisma/enums";
import { ymd } from "@/lib/dates";
import { countryName } from "@/lib/geo/country-facts";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { certificationOrder } from "@/lib/certifications/card-url";
import { fullNameOf } from "@/lib/users/serializers";
import type { DiverResultShape, InstructorResultShape } from "@/lib/search/schema";

// Public answers: every field is picked here by name, so nothing private (e-mail, date of birth,
// address, phone) can ride along. Tests assert the exact key sets.

export const diverSelect = {
  memberId: true,
  firstName: true,
  lastName: true,
  status: true,
  qualification: true,
  certifications: {
    where: { status: "valid" },
    orderBy: certificationOrder,
    take: 1,
    select: { issuedAt: true, course: { select: { name: true } } },
  },
} satisfies Prisma.UserSelect;

type DiverRow = Prisma.UserGetPayload<{ select: typeof diverSelect }>;

export function toDiverResult(u: DiverRow, lang: Lang): DiverResultShape {
  const top = u.certifications[0];
  return {
    member_id: u.memberId,
    full_name: fullNameOf(u),
    // Accounts imported with a qualification but no DiveCert certification still show what they hold.
    highest_certification: top?.course.name ?? u.qualification,
    certified_at: top ? ymd(top.issuedAt) : null,
    status: label(`account_status.${u.status}`, lang),
  };
}

export const instructorSelect = {
  memberId: true,
  firstName: true,
  lastName: true,
  qualification: true,
  qualificationLevel: true,
  defaultLanguage: true,
  professional: { select: { jobCountry: true } },
  diveCenter: { select: { id: true, name: true, city: true, country: true, active: true } },
} satisfies Prisma.UserSelect;

type InstructorRow = Prisma.UserGetPayload<{ select: typeof instructorSelect }>;

const levelOf = (row: InstructorRow) => (row.qualificationLevel ?? "professional") as Extract<CourseLevel, "professional" | "trainer" | "examiner">;
const countryOf = (row: InstructorRow) => row.professional?.jobCountry.trim() ?? "";
// A closed center is not a place to send a visitor.
const centerOf = (row: InstructorRow) => (row.diveCenter?.active ? row.diveCenter : null);

export function toInstructorResult(row: InstructorRow, lang: Lang): InstructorResultShape {
  const center = centerOf(row);
  return {
    member_id: row.memberId,
    full_name: fullNameOf(row),
    level: levelOf(row),
    level_label: label(`level.${levelOf(row)}`, lang),
    country: countryOf(row),
    dive_center: center ? { id: center.id, name: center.name } : null,
  };
}

export function toInstructorProfile(row: InstructorRow, lang: Lang) {
  const center = centerOf(row);
  return {
    ...toInstructorResult(row, lang),
    qualification: row.qualification,
    country_name: countryName(countryOf(row), lang),
    dive_center: center ? { id: center.id, name: center.name, city: center.city, country: center.country.trim() } : null,
    languages: row.defaultLanguage ? [row.defaultLanguage] : [],
  };
}

export type DiverResult = ReturnType<typeof toDiverResult>;
export type InstructorResult = ReturnType<typeof toInstructorResult>;
export type InstructorProfile = ReturnType<typeof toInstructorProfile>;
