import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { courseLevels } from "@/lib/learning/record-schema";

// Requests and records of the staff catalogue (contract section 5 "Catalogue"; decision 0029).

const MAX_INT4 = 2_147_483_647;
const id = () => z.number().int().positive();

export const ZIdParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_INT4)),
});

const text = (max: number) => z.string().trim().min(1).max(max);

export const ZCourseCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{0,29}$/, "The code may only contain letters, digits and hyphens (at most 30).")
  .describe("Unique, upper case: letters, digits and hyphens.");

export const ZCourseInput = z.object({
  code: ZCourseCode,
  name: text(120),
  level: z.enum(courseLevels),
  price: z.number().int().min(0).max(10_000_000).describe("USD cents, without VAT. 0 = not sold in the store."),
  validity_months: z.number().int().min(1).max(120),
  min_age: z.number().int().min(8).max(99),
  description: text(5000),
  prerequisites: z.array(ZCourseCode).max(20).optional().describe("Codes of courses that must be certified first."),
  iso_equivalent: z.string().trim().max(60).nullable().optional(),
});
export type CourseInput = z.output<typeof ZCourseInput>;
export const ZCoursePatch = ZCourseInput.partial();
export type CoursePatch = z.output<typeof ZCoursePatch>;

export const ZCourseListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional().describe("Matches code or name, case- and accent-insensitive."),
  level: z.enum(courseLevels).optional(),
});
export type CourseListQuery = z.output<typeof ZCourseListQuery>;

export const ZModuleInput = z.object({
  title: text(160),
  content: z.string().trim().min(1).max(100_000).describe("Markdown."),
  pass_mark: z.number().int().min(1).max(100).optional().describe("Percent; default 75."),
});
export type ModuleInput = z.output<typeof ZModuleInput>;
export const ZModulePatch = ZModuleInput.partial();
export type ModulePatch = z.output<typeof ZModulePatch>;

const ZOption = z.object({ text: text(500), correct: z.boolean() });

/** The option rules, as field errors on `options` (also used by PATCH when options are sent). */
function checkOptions(v: { type?: "single" | "multiple"; options?: { correct: boolean }[] }, ctx: z.RefinementCtx) {
  if (!v.options) return;
  const right = v.options.filter((o) => o.correct).length;
  if (v.options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: "A question needs at least two options." });
  if (right < 1) ctx.addIssue({ code: "custom", path: ["options"], message: "At least one option must be correct." });
  else if (v.type === "single" && right !== 1) ctx.addIssue({ code: "custom", path: ["options"], message: "A single-choice question has exactly one correct option." });
}

const questionFields = {
  text: text(1000),
  type: z.enum(["single", "multiple"]),
  options: z.array(ZOption).max(10),
};
export const ZQuestionInput = z.object(questionFields).superRefine(checkOptions);
export type QuestionInput = z.output<typeof ZQuestionInput>;
export const ZQuestionPatch = z.object(questionFields).partial().superRefine(checkOptions);
export type QuestionPatch = z.output<typeof ZQuestionPatch>;

export const ZSkillInput = z.object({ name: text(200), requires_dive: z.boolean() });
export type SkillInput = z.output<typeof ZSkillInput>;
export const ZSkillPatch = ZSkillInput.partial();
export type SkillPatch = z.output<typeof ZSkillPatch>;

// ---------------------------------------------------------------- records

export const ZAdminCourseRow = z
  .object({
    id: id(),
    code: z.string(),
    name: z.string(),
    level: z.enum(courseLevels),
    price: z.number().int(),
    published_version: z.number().int().nullable().describe("Number of the version new enrolments get; null until published."),
    draft_pending: z.boolean().describe("A draft with unpublished changes exists."),
  })
  .meta({ id: "AdminCourseRow" });
export type AdminCourseRow = z.input<typeof ZAdminCourseRow>;

export const ZAdminOption = z.object({ id: id(), text: z.string(), correct: z.boolean() });
export const ZAdminQuestion = z
  .object({ id: id(), position: z.number().int(), text: z.string(), type: z.enum(["single", "multiple"]), options: z.array(ZAdminOption) })
  .meta({ id: "AdminQuestion" });
export type AdminQuestion = z.input<typeof ZAdminQuestion>;
export const ZAdminModule = z
  .object({ id: id(), position: z.number().int(), title: z.string(), content: z.string(), pass_mark: z.number().int(), questions: z.array(ZAdminQuestion) })
  .meta({ id: "AdminModule" });
export type AdminModule = z.input<typeof ZAdminModule>;
export const ZAdminSkill = z
  .object({ id: id(), position: z.number().int(), name: z.string(), requires_dive: z.boolean() })
  .meta({ id: "AdminSkill" });
export type AdminSkill = z.input<typeof ZAdminSkill>;

export const ZAdminCourse = ZAdminCourseRow.extend({
  currency: z.string(),
  validity_months: z.number().int(),
  min_age: z.number().int(),
  description: z.string(),
  prerequisites: z.array(z.string()),
  iso_equivalent: z.string().nullable(),
  draft_version: z.number().int().nullable().describe("Number of the draft, null when there is none."),
  content_version: z.number().int().nullable().describe("The version shown below: the draft if any, else the published one."),
  modules: z.array(ZAdminModule),
  exam: z.array(ZAdminQuestion).describe("Final exam questions."),
  skills: z.array(ZAdminSkill),
  updated_at: z.string(),
}).meta({ id: "AdminCourse", description: "A course as the catalogue staff edit it" });
export type AdminCourse = z.input<typeof ZAdminCourse>;
