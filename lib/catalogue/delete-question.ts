import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { closeGap } from "@/lib/catalogue/draft-version";
import { draftQuestion } from "@/lib/catalogue/find-question";

/** DELETE /admin/questions/{id}: removes the question (and its options) from the draft. */
export async function deleteQuestion(id: number, actor: AuditContext) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const { draft, question } = await draftQuestion(tx, id);
    await tx.question.delete({ where: { id: question.id } });
    const list = question.moduleId !== null ? Prisma.sql`module_id = ${question.moduleId}` : Prisma.sql`exam_version_id = ${question.examVersionId}`;
    await closeGap(tx, "questions", list, question.position);
    await audit(tx, actor, "question.deleted", { type: "question", id: question.id }, { text: question.text, type: question.type, version: draft.number }, null);
  });
}
