import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AdminCourse } from "@/lib/catalogue/schema";
import { adminCourseSelect, toAdminCourse, versionContentSelect } from "@/lib/catalogue/serializers";

// GET /admin/courses/{id}: the course's fields, its published version number and the content
// staff edit (the draft when there is one, else the published version). Three queries.

export async function loadAdminCourse(db: Prisma.TransactionClient, id: number): Promise<AdminCourse> {
  const course = await db.course.findFirst({ where: { id, kind: "course" }, select: { ...adminCourseSelect, publishedVersionId: true } });
  if (!course) throw notFound("Course");
  const draft = await db.courseVersion.findFirst({ where: { courseId: id, publishedAt: null }, orderBy: { number: "desc" }, select: { id: true } });
  const versionId = draft?.id ?? course.publishedVersionId;
  const version = versionId ? await db.courseVersion.findUnique({ where: { id: versionId }, select: versionContentSelect }) : null;
  return toAdminCourse(course, version);
}

export async function getAdminCourse(id: number): Promise<AdminCourse> {
  return loadAdminCourse(await getDb(), id);
}
