import { z } from "zod";
import { zIsoMicro, zUrl, zYmd } from "@/lib/api/record-formats";
import { ZMedicalStatus } from "@/lib/medical/schema";

// The records the learning routes answer (contract section 3 "Records"): courses, course logs and
// their detail, modules, questions, quiz and exam results, skill progress. The serializers in
// this folder are typed against them (z.input), so a forgotten or misspelt field does not compile.

const id = () => z.number().int().positive();

export const courseLevels = ["diver", "specialty", "professional", "trainer", "examiner"] as const;

/** Someone named on a record: an instructor, a student, a holder. */
export const ZPerson = z
  .object({
    id: id(),
    member_id: z.string().meta({ example: "IT26-000-123" }),
    full_name: z.string().nullable().describe("First and last name; null when the account has neither."),
  })
  .meta({ id: "Person", description: "A diver or professional as others see them" });

export const ZDiveCenterRef = z.object({ id: id(), name: z.string() }).meta({ id: "DiveCenterRef", description: "A dive center by name" });

export const ZCourse = z
  .object({
    id: id(),
    code: z.string().meta({ example: "OWD" }),
    name: z.string(),
    level: z.enum(courseLevels),
    level_label: z.string().describe("The level in the request's language."),
    iso_equivalent: z.string().nullable().describe("ISO 24801/24802 equivalent, null when none."),
    description: z.string(),
    price: z.number().int().describe("Integer cents, without VAT."),
    currency: z.string().meta({ description: "ISO 4217; the organisation sells in USD.", example: "USD" }),
    validity_months: z.number().int().describe("Months an enrolment stays open from its start."),
    min_age: z.number().int(),
    prerequisites: z.array(z.string()).describe("Codes of the courses that must be certified first."),
    modules_count: z.number().int(),
  })
  .meta({ id: "Course", description: "A course or free learning" });

/**
 * The contract also names `refunded` (a course log closed by a staff refund, section 5); no
 * refund closes a course log yet, so the value joins this list with that feature.
 */
export const courseLogRecordStatuses = ["active", "expired", "completed", "refunded"] as const;

export const ZCourseLog = z
  .object({
    log_code: z.string().meta({ example: "CL-7F3K9Q2M" }),
    status: z.enum(courseLogRecordStatuses).describe("`expired`: active but past `expires_at` (read-only)."),
    course: z.object({ id: id(), code: z.string(), name: z.string(), level: z.enum(courseLevels), level_label: z.string() }),
    instructor: ZPerson.nullable().describe("Null for free learnings and self-bought courses without an instructor."),
    dive_center: ZDiveCenterRef.nullable(),
    started_at: zYmd(),
    expires_at: zYmd(),
    completed_at: zYmd().nullable(),
    progress: z.number().int().min(0).max(100).describe("Percent of quizzes, exam and skills done."),
    exam_enabled: z.boolean().describe("The instructor has opened the exam."),
    version: z.number().int().describe("Grows with every change (offline sync's optimistic check)."),
  })
  .meta({ id: "CourseLog", description: "A diver's enrolment in a course" });

export const ZCourseLogsByState = z
  .object({ active: z.array(ZCourseLog), expired: z.array(ZCourseLog), completed: z.array(ZCourseLog) })
  .meta({ id: "CourseLogsByState", description: "Course logs grouped by state; a state filtered out is an empty list" });

export const ZQuizState = z
  .object({
    questions_count: z.number().int(),
    pass_mark: z.number().int().describe("Percent."),
    passed: z.boolean(),
    best_score: z.number().int().nullable().describe("Percent; null before the first attempt."),
  })
  .meta({ id: "QuizState" });

export const ZExamState = z
  .object({
    state: z.enum(["locked", "open", "passed", "failed"]).describe("`failed`: no attempts left without a pass."),
    attempts_used: z.number().int(),
    attempts_allowed: z.number().int(),
    attempts_left: z.number().int(),
    best_score: z.number().int().nullable().describe("Percent; null before the first attempt."),
    pass_mark: z.number().int().describe("Percent."),
    questions_count: z.number().int(),
  })
  .meta({ id: "ExamState" });

export const ZSkillProgress = z
  .object({
    id: id(),
    name: z.string(),
    description: z.string().nullable(),
    requires_dive: z.boolean().describe("Needs a dive log linked to it before it can be signed."),
    dive_log_id: id().nullable(),
    instructor_signed_at: zIsoMicro().nullable(),
    instructor: ZPerson.nullable().describe("Who signed it; null until signed."),
    diver_signed_at: zIsoMicro().nullable().describe("When the diver confirmed the instructor's signature."),
    completed: z.boolean(),
  })
  .meta({ id: "SkillProgress", description: "A skill of the course and this course log's signatures" });

const studentFields = {
  student: ZPerson,
  medical_status: ZMedicalStatus,
};

export const ZCourseLogDetail = ZCourseLog.extend({
  modules: z.array(
    z.object({ id: id(), position: z.number().int(), title: z.string(), summary: z.string().nullable(), quiz: ZQuizState }),
  ),
  exam: ZExamState.nullable().describe("Null for a course without an exam (free learnings)."),
  skills: z.array(ZSkillProgress),
}).meta({ id: "CourseLogDetail", description: "A course log with modules, exam state and skills" });

export const ZStudentProgress = ZCourseLogDetail.extend(studentFields).meta({
  id: "StudentProgress",
  description: "A student's course log detail, with the student and their medical status (never the questionnaire answers)",
});

export const ZStudentCourseLog = ZCourseLog.extend({ student: ZPerson }).meta({ id: "StudentCourseLog", description: "A course log with its student" });

export const ZStudentListItem = ZCourseLog.extend(studentFields).meta({
  id: "StudentListItem",
  description: "A course log with its student and the student's medical status",
});

export const ZQuestion = z
  .object({
    id: id(),
    text: z.string(),
    type: z.enum(["single", "multiple"]),
    options: z.array(z.object({ id: id(), text: z.string() })),
  })
  .meta({ id: "Question", description: "A quiz or exam question; which options are correct is never sent" });

export const ZModule = z
  .object({
    id: id(),
    position: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    content: z.string().describe("The teaching content (Markdown)."),
    quiz: ZQuizState,
    questions: z.array(ZQuestion),
  })
  .meta({ id: "Module", description: "A module's teaching content and its quiz questions" });

export const ZExam = ZExamState.extend({
  questions: z.array(ZQuestion).optional().describe("Only while the exam is open."),
}).meta({ id: "Exam", description: "The exam state, with its questions while it is open" });

export const ZQuizResult = z
  .object({
    attempt: z.number().int().min(1),
    score: z.number().int().min(0).max(100).describe("Percent."),
    passed: z.boolean(),
    correct: z.number().int(),
    total: z.number().int(),
    submitted_at: zIsoMicro(),
    review: z.array(
      z.object({
        question_id: id(),
        correct: z.boolean(),
        correct_option_ids: z.array(id()).nullable().describe("Null on an exam result while the exam can still be retaken."),
      }),
    ),
  })
  .meta({ id: "QuizResult", description: "One quiz attempt with its review" });

export const ZExamResult = ZQuizResult.extend({
  attempts_left: z.number().int().min(0),
}).meta({ id: "ExamResult", description: "One exam attempt with its review and the attempts left" });

/** GET /diver/certifications/{certification}/quiz-result: one entry per module of the course. */
export const ZCertificationQuizResult = z
  .object({
    module: z.object({ id: id(), position: z.number().int(), title: z.string() }),
    result: ZQuizResult.nullable().describe("The best attempt of the course log the certification was issued for; null when none."),
  })
  .meta({ id: "CertificationQuizResult" });

const completionFields = {
  course_completed: z.boolean().describe("This attempt completed the course log."),
  certification: z
    .object({ id: id(), number: z.string() })
    .nullable()
    .describe("The certification this attempt issued, if it completed a course."),
};

export const ZQuizSubmission = ZQuizResult.extend(completionFields).meta({ id: "QuizSubmission", description: "The submitted quiz attempt" });
export const ZExamSubmission = ZExamResult.extend(completionFields).meta({ id: "ExamSubmission", description: "The submitted exam attempt" });

/** GET /professional/certifications/{level}: a certification this professional issued, with its holder. */
export const ZIssuedCertification = z
  .object({
    id: id(),
    number: z.string().meta({ example: "DC-2026-000123" }),
    course: z.object({ id: id(), code: z.string(), name: z.string() }),
    level: z.enum(courseLevels),
    level_label: z.string(),
    iso_equivalent: z.string().nullable(),
    issued_at: zYmd(),
    instructor: ZPerson.nullable(),
    dive_center: ZDiveCenterRef.nullable(),
    status: z.enum(["valid", "superseded", "revoked"]),
    card_url: zUrl(),
    verify_url: zUrl(),
    holder: ZPerson,
  })
  .meta({ id: "IssuedCertification", description: "A certification record (contract section 3) plus its holder" });

export type IssuedCertificationRecord = z.input<typeof ZIssuedCertification>;
export type PersonRecord = z.input<typeof ZPerson>;
export type CourseRecord = z.input<typeof ZCourse>;
export type CourseLogRecord = z.input<typeof ZCourseLog>;
export type QuizStateRecord = z.input<typeof ZQuizState>;
export type ExamStateRecord = z.input<typeof ZExamState>;
export type QuestionRecord = z.input<typeof ZQuestion>;
export type SkillProgressRecord = z.input<typeof ZSkillProgress>;
export type QuizResultRecord = z.input<typeof ZQuizResult>;
export type ExamResultRecord = z.input<typeof ZExamResult>;
export type CourseLogDetailRecord = z.input<typeof ZCourseLogDetail>;
export type StudentCourseLogRecord = z.input<typeof ZStudentCourseLog>;
export type StudentListItemRecord = z.input<typeof ZStudentListItem>;
export type StudentProgressRecord = z.input<typeof ZStudentProgress>;
export type ExamRecord = z.input<typeof ZExam>;
export type QuizSubmissionRecord = z.input<typeof ZQuizSubmission>;
export type ExamSubmissionRecord = z.input<typeof ZExamSubmission>;
export type ModuleRecord = z.input<typeof ZModule>;
