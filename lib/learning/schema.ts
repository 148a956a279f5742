import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { ZEmail } from "@/lib/users/schema";

// Request schemas of the learning routes (diver courses, free learnings, professional students);
// also the source of the OpenAPI document.

const MAX_INT4 = 2_147_483_647;

/** A positive int4 in a route segment; anything else names no object (404). */
export const ZIdSegment = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_INT4));

const ZId = z.number({ error: "The value must be an integer." }).int().min(1).max(MAX_INT4);

/** Log codes are upper case (`CL-7F3K9Q2M`); a lower-case copy from a URL still finds the log. */
export const ZLogCode = z
  .string()
  .regex(/^CL-[A-Za-z0-9]{4,16}$/)
  .transform((v) => v.toUpperCase());

export const ZLogCodeParams = z.object({ log_code: ZLogCode });
export const ZModuleParams = z.object({ log_code: ZLogCode, module: ZIdSegment });

/** A course named by its id or its code (`/free-learnings/{learning}/enroll`, `course` fields). */
export const ZCourseRef = z.union([ZId, z.string().trim().min(1).max(64)]);
/** Next.js allows one dynamic segment name per level, so enroll shares `[log_code]`'s folder. */
export const ZLearningParams = z.object({ log_code: z.string().min(1).max(64) });

export const courseLogStatuses = ["active", "expired", "completed"] as const;
export type CourseLogStatusFilter = (typeof courseLogStatuses)[number];

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const ZStatusFilter = z.preprocess(
  blankToUndefined,
  z.enum(courseLogStatuses, { error: "The status must be one of: active, expired, completed." }).optional(),
);

export const ZCourseLogsQuery = z.object({ status: ZStatusFilter });
export const ZStudentsQuery = ZPageQuery.extend({ status: ZStatusFilter });

export const ZAnswer = z.object({
  question_id: ZId,
  option_ids: z.array(ZId).max(20, "At most 20 options may be chosen."),
});
export type Answer = z.infer<typeof ZAnswer>;

export const ZAnswersBody = z.object({
  answers: z.array(ZAnswer).min(1, "The answers field must have at least 1 item.").max(500),
});

export const ZSkillIdsBody = z.object({
  skill_ids: z.array(ZId).min(1, "The skill ids field must have at least 1 item.").max(200),
});

export const ZEnrollStudentBody = z
  .object({
    member_id: z.string().trim().toUpperCase().min(1).max(32).optional(),
    email: ZEmail.optional(),
    course: ZCourseRef,
  })
  .superRefine((v, ctx) => {
    if (!v.member_id && !v.email) {
      ctx.addIssue({ code: "custom", path: ["member_id"], message: "The member id field is required when email is not present." });
    }
  });
export type EnrollStudentInput = z.infer<typeof ZEnrollStudentBody>;

export const certificationLevels = ["all", "diver", "specialty", "professional", "trainer", "examiner"] as const;
export const ZCertificationLevelParams = z.object({ level: z.enum(certificationLevels) });
export const ZIssuedCertificationsQuery = ZPageQuery;
