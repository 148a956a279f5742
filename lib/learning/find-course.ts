import type { Prisma } from "@/generated/prisma/client";

const MAX_INT4 = 2_147_483_647;

/** A course by id or code (case-insensitive); `where` narrows it (kind, active). */
export async function findCourseByRef(db: Prisma.TransactionClient, ref: number | string, where: Prisma.CourseWhereInput) {
  const text = String(ref).trim();
  const asId = /^\d{1,10}$/.test(text) && Number(text) <= MAX_INT4 ? Number(text) : undefined;
  const byCode = { code: { equals: text, mode: "insensitive" } } satisfies Prisma.CourseWhereInput;
  return db.course.findFirst({
    where: { ...where, ...(asId !== undefined ? { OR: [{ id: asId }, byCode] } : byCode) },
    select: { id: true, kind: true },
  });
}
