import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getCourseLogDetail } from "@/lib/learning/get-course-log";
import { courseSelect, questionOrder, questionSelect, toCourseRecord, toQuestion } from "@/lib/learning/serializers";
import type { OfflineCourseRecord } from "@/lib/sync/record-schema";

// GET /sync/courses/{log_code}: everything a device needs to study offline, tagged with the
// course log's version (bumped by every change a device must download again). Questions carry
// their options, never which are correct; the final exam stays online.

/**
 * The version, and a mark once the course log has expired: expiry comes with the date, not with a
 * write that bumps the version, and a device must not keep a copy that still says "active".
 */
export const versionTag = (version: number, expired = false) => (expired ? `"${version}-expired"` : `"${version}"`);

/** If-None-Match lists tags (weak or strong); `*` matches any. */
export function matchesTag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const v = t.trim().replace(/^W\//, "");
    return v === tag || v === "*";
  });
}

export type CourseDownload = { etag: string; notModified: true } | { etag: string; notModified: false; data: OfflineCourseRecord };

export async function downloadCourse(userId: number, logCode: string, ifNoneMatch: string | null, lang: Lang): Promise<CourseDownload> {
  const db = await getDb();
  // The version is read first: content read after it is at least as new, so a stale tag only
  // ever makes the device download again.
  const log = await db.courseLog.findFirst({ where: { logCode, userId }, select: { version: true, courseId: true, courseVersionId: true, status: true, expiresAt: true, course: { select: { kind: true } } } });
  if (!log) throw notFound("Course log");
  const etag = versionTag(log.version, log.status === "active" && log.expiresAt.getTime() <= Date.now());
  if (matchesTag(ifNoneMatch, etag)) return { etag, notModified: true };
  const [detail, course, modules] = await Promise.all([
    getCourseLogDetail(diverScope(userId, log.course.kind), logCode, lang),
    db.course.findUniqueOrThrow({ where: { id: log.courseId }, select: courseSelect }),
    db.courseModule.findMany({
      where: { courseVersionId: log.courseVersionId },
      orderBy: { position: "asc" },
      select: { id: true, position: true, title: true, summary: true, content: true, passMark: true, questions: { orderBy: questionOrder, select: questionSelect } },
    }),
  ]);
  const { modules: states, skills, ...courseLog } = detail;
  const stateOf = new Map(states.map((m) => [m.id, m.quiz]));
  return {
    etag,
    notModified: false,
    data: {
      log_code: logCode,
      kind: log.course.kind,
      version: log.version,
      course: toCourseRecord(course, lang),
      course_log: courseLog,
      modules: modules.map((m) => ({
        id: m.id, position: m.position, title: m.title, summary: m.summary, content: m.content,
        quiz: stateOf.get(m.id) ?? null,
        questions: m.questions.map(toQuestion),
      })),
      skills,
      progress: courseLog.progress,
    },
  };
}
