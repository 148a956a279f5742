import type { Prisma } from "@/generated/prisma/client";
import { isoMicro } from "@/lib/dates";
import type { AdminCourse, AdminCourseRow, AdminModule, AdminQuestion, AdminSkill } from "@/lib/catalogue/schema";

// The catalogue's rows as staff see them: the correct options included (never sent to divers).

const orderByPosition = [{ position: "asc" }, { id: "asc" }] satisfies Prisma.QuestionOrderByWithRelationInput[];

export const adminQuestionSelect = {
  id: true, position: true, text: true, type: true,
  options: { orderBy: orderByPosition, select: { id: true, text: true, isCorrect: true } },
} satisfies Prisma.QuestionSelect;
type QuestionRow = Prisma.QuestionGetPayload<{ select: typeof adminQuestionSelect }>;

export const toAdminQuestion = (q: QuestionRow): AdminQuestion => ({
  id: q.id, position: q.position, text: q.text, type: q.type,
  options: q.options.map((o) => ({ id: o.id, text: o.text, correct: o.isCorrect })),
});

export const versionContentSelect = {
  id: true, number: true, publishedAt: true,
  modules: {
    orderBy: { position: "asc" },
    select: { id: true, position: true, title: true, content: true, passMark: true, questions: { orderBy: orderByPosition, select: adminQuestionSelect } },
  },
  examQuestions: { orderBy: orderByPosition, select: adminQuestionSelect },
  skills: { orderBy: orderByPosition, select: { id: true, position: true, name: true, requiresDive: true } },
} satisfies Prisma.CourseVersionSelect;
type VersionRow = Prisma.CourseVersionGetPayload<{ select: typeof versionContentSelect }>;

type ModuleRow = VersionRow["modules"][number];
export const toAdminModule = (m: ModuleRow): AdminModule => ({
  id: m.id, position: m.position, title: m.title, content: m.content, pass_mark: m.passMark, questions: m.questions.map(toAdminQuestion),
});
export const toAdminSkill = (s: VersionRow["skills"][number]): AdminSkill => ({ id: s.id, position: s.position, name: s.name, requires_dive: s.requiresDive });

export const adminCourseRowSelect = {
  id: true, code: true, name: true, level: true, priceCents: true,
  publishedVersion: { select: { number: true } },
  versions: { where: { publishedAt: null }, select: { number: true }, take: 1 },
} satisfies Prisma.CourseSelect;
type CourseRowData = Prisma.CourseGetPayload<{ select: typeof adminCourseRowSelect }>;

export const toAdminCourseRow = (c: CourseRowData): AdminCourseRow => ({
  id: c.id, code: c.code, name: c.name, level: c.level, price: c.priceCents,
  published_version: c.publishedVersion?.number ?? null,
  draft_pending: c.versions.length > 0,
});

export const adminCourseSelect = {
  ...adminCourseRowSelect,
  currency: true, validityMonths: true, minAge: true, description: true, isoEquivalent: true, updatedAt: true,
  prerequisites: { select: { requiredCourse: { select: { code: true } } } },
} satisfies Prisma.CourseSelect;
export type AdminCourseData = Prisma.CourseGetPayload<{ select: typeof adminCourseSelect }>;

/** The course with the content of `version` (its draft, else its published version; null: none). */
export function toAdminCourse(c: AdminCourseData, version: VersionRow | null): AdminCourse {
  return {
    ...toAdminCourseRow(c),
    currency: c.currency, validity_months: c.validityMonths, min_age: c.minAge, description: c.description,
    prerequisites: c.prerequisites.map((p) => p.requiredCourse.code).sort(),
    iso_equivalent: c.isoEquivalent,
    draft_version: c.versions[0]?.number ?? null,
    content_version: version?.number ?? null,
    modules: version?.modules.map(toAdminModule) ?? [],
    exam: version?.examQuestions.map(toAdminQuestion) ?? [],
    skills: version?.skills.map(toAdminSkill) ?? [],
    updated_at: isoMicro(c.updatedAt),
  };
}

/** The small before/after objects of the audit rows. */
export const courseAudit = (c: { code: string; name: string; level: string; priceCents: number; validityMonths: number; minAge: number; isoEquivalent: string | null }) => ({
  code: c.code, name: c.name, level: c.level, price: c.priceCents, validity_months: c.validityMonths, min_age: c.minAge, iso_equivalent: c.isoEquivalent,
});
