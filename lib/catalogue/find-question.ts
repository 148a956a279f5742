import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { draftOf, editableId } from "@/lib/catalogue/draft-version";

// A question staff address by id, resolved to the draft's row (module quiz or final exam).

export async function draftQuestion(tx: Prisma.TransactionClient, id: number) {
  const row = await tx.question.findFirst({
    where: { id, OR: [{ module: { course: { kind: "course" } } }, { examCourse: { kind: "course" } }] },
    select: { examCourseId: true, examVersionId: true, module: { select: { courseId: true, courseVersionId: true } } },
  });
  if (!row) throw notFound("Question");
  const courseId = row.module?.courseId ?? row.examCourseId!;
  const draft = await draftOf(tx, courseId);
  const target = editableId(draft, "questions", id, row.module?.courseVersionId ?? row.examVersionId!, "question");
  const question = await tx.question.findUniqueOrThrow({
    where: { id: target },
    select: { id: true, moduleId: true, examVersionId: true, position: true, text: true, type: true, options: { select: { isCorrect: true } } },
  });
  return { draft, question };
}
