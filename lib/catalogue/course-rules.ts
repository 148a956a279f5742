import type { Prisma } from "@/generated/prisma/client";
import { validationError, type FieldErrors } from "@/lib/api/errors";

// Rules a course's fields must keep: a unique code, prerequisites that exist, are not the course
// itself and make no cycle (A needs B needs A would lock both out of the store forever).

type Tx = Prisma.TransactionClient;

/** The ids of the prerequisite codes; field errors for unknown codes, itself, and cycles. */
export async function checkCourseFields(tx: Tx, courseId: number | null, input: { code?: string; prerequisites?: string[] }): Promise<number[] | undefined> {
  const errors: FieldErrors = {};
  if (input.code !== undefined) {
    const taken = await tx.course.findFirst({ where: { code: { equals: input.code, mode: "insensitive" }, ...(courseId ? { id: { not: courseId } } : {}) }, select: { id: true } });
    if (taken) errors.code = ["The code has already been taken."];
  }
  let ids: number[] | undefined;
  if (input.prerequisites !== undefined) {
    const codes = [...new Set(input.prerequisites)];
    const found = await tx.course.findMany({ where: { code: { in: codes } }, select: { id: true, code: true } });
    const byCode = new Map(found.map((c) => [c.code, c.id]));
    codes.forEach((code, i) => {
      const id = byCode.get(code);
      if (id === undefined) errors[`prerequisites.${i}`] = [`No course has the code ${code}.`];
      else if (id === courseId || code === input.code) errors[`prerequisites.${i}`] = ["A course cannot require itself."];
    });
    ids = [...byCode.values()];
    if (courseId && !Object.keys(errors).length && (await makesCycle(tx, courseId, ids))) {
      errors.prerequisites = ["These prerequisites would make a cycle (a course would require itself through others)."];
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return ids;
}

/** Whether some new prerequisite already requires `courseId`, directly or through others. */
async function makesCycle(tx: Tx, courseId: number, required: number[]): Promise<boolean> {
  if (!required.length) return false;
  const rows = await tx.$queryRaw<{ hit: boolean }[]>`
    WITH RECURSIVE reach(id) AS (
      SELECT unnest(${required}::int[])
      UNION
      SELECT p.required_course_id FROM course_prerequisites p JOIN reach r ON p.course_id = r.id
    )
    SELECT EXISTS (SELECT 1 FROM reach WHERE id = ${courseId}) AS hit`;
  return rows[0]?.hit ?? false;
}
