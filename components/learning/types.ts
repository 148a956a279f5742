import type { getCourseLogDetail } from "@/lib/learning/get-course-log";
import type { getExam } from "@/lib/learning/get-exam";
import type { getModule } from "@/lib/learning/get-module";
import type { CourseLogRecord } from "@/lib/learning/list-course-logs";
import type { listAvailableLearnings } from "@/lib/learning/free-learnings";
import type { listCertifications } from "@/lib/certifications/list-certifications";

// The shapes the learning services answer, as the pages and components receive them.

/** Which door a course log is reached through: paid courses or free learnings. */
export type LearningDoor = "course" | "free_learning";

export type CourseLogSummary = CourseLogRecord;
export type CourseLogDetail = Awaited<ReturnType<typeof getCourseLogDetail>>;
export type ModuleSummary = CourseLogDetail["modules"][number];
export type ExamStateView = NonNullable<CourseLogDetail["exam"]>;
export type SkillView = CourseLogDetail["skills"][number];
export type ModuleView = Awaited<ReturnType<typeof getModule>>;
export type QuestionView = ModuleView["questions"][number];
export type ExamView = Awaited<ReturnType<typeof getExam>>;
export type AvailableLearning = Awaited<ReturnType<typeof listAvailableLearnings>>[number];
export type CertificationView = Awaited<ReturnType<typeof listCertifications>>[number];

/** A quiz or exam result; exam results add attempts_left, and hide correct options (null) while retakes remain. */
export type AttemptResultView = {
  attempt: number;
  score: number;
  passed: boolean;
  correct: number;
  total: number;
  submitted_at: string;
  review: { question_id: number; correct: boolean; correct_option_ids: number[] | null }[];
  attempts_left?: number;
  course_completed?: boolean;
};

/** Chosen option ids by question id (as strings: they come from form field names). */
export type ChosenOptions = Record<string, number[]>;

/** What a quiz or exam action hands back in its FormState's data: the result once submitted, and the options chosen. */
export type AttemptData = { result?: AttemptResultView; chosen: ChosenOptions };
