import type { getStudentProgress } from "@/lib/learning/get-course-log";
import type { listIssuedCertifications } from "@/lib/learning/issued-certifications";
import type { listStudents } from "@/lib/learning/students";

// Records as the learning services return them (the same shapes as the API's data).

export type StudentRecord = Awaited<ReturnType<typeof listStudents>>["data"][number];
export type StudentDetail = Awaited<ReturnType<typeof getStudentProgress>>;
export type SkillRecord = StudentDetail["skills"][number];
export type IssuedCertification = Awaited<ReturnType<typeof listIssuedCertifications>>["data"][number];
export type CourseLogStatus = StudentRecord["status"];
