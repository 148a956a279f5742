import { getDb } from "@/lib/db/client";
import { findOwnCertification } from "@/lib/certifications/list-certifications";
import { bestQuizResults, loadExamResult } from "@/lib/learning/attempt-result";
import { skillProgressList } from "@/lib/learning/skill-progress";

// The training behind one of the holder's certifications: quiz, exam and skill results of the
// course log it was issued for. A certification without a course log (a recognition of another
// agency's card) has no online results: every module answers null, the exam null, skills [].

/** GET /diver/certifications/{certification}/quiz-result */
export async function getCertificationQuizResults(userId: number, certificationId: number) {
  const cert = await findOwnCertification(userId, certificationId);
  const db = await getDb();
  // The modules of the version the course log followed (no log: the course's published version).
  const version = cert.courseLogId ? { courseLogs: { some: { id: cert.courseLogId } } } : { publishedBy: { id: cert.course.id } };
  const [modules, best] = await Promise.all([
    db.courseModule.findMany({ where: { courseVersion: version }, orderBy: { position: "asc" }, select: { id: true, position: true, title: true } }),
    cert.courseLogId ? bestQuizResults(db, cert.courseLogId) : new Map<number, never>(),
  ]);
  return modules.map((module) => ({ module, result: best.get(module.id) ?? null }));
}

/** GET /diver/certifications/{certification}/exam-result */
export async function getCertificationExamResult(userId: number, certificationId: number) {
  const cert = await findOwnCertification(userId, certificationId);
  if (!cert.courseLogId) return null;
  return loadExamResult(await getDb(), { id: cert.courseLogId, courseId: cert.course.id });
}

/** GET /diver/certifications/{certification}/skills */
export async function getCertificationSkills(userId: number, certificationId: number) {
  const cert = await findOwnCertification(userId, certificationId);
  if (!cert.courseLogId) return [];
  const db = await getDb();
  const log = await db.courseLog.findUniqueOrThrow({ where: { id: cert.courseLogId }, select: { id: true, courseVersionId: true } });
  return skillProgressList(db, log);
}
