import { getDb } from "@/lib/db/client";
import { validationError } from "@/lib/api/errors";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { draftQuestion } from "@/lib/catalogue/find-question";
import type { QuestionPatch } from "@/lib/catalogue/schema";
import { adminQuestionSelect, toAdminQuestion } from "@/lib/catalogue/serializers";

/** PATCH /admin/questions/{id}: text, type, and options (sent options replace them all). */
export async function updateQuestion(id: number, patch: QuestionPatch, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { draft, question } = await draftQuestion(tx, id);
    const type = patch.type ?? question.type;
    const correct = patch.options ? patch.options.filter((o) => o.correct).length : question.options.filter((o) => o.isCorrect).length;
    if (type === "single" && correct !== 1) throw validationError({ options: ["A single-choice question has exactly one correct option."] });
    const after = await tx.question.update({
      where: { id: question.id },
      data: {
        text: patch.text, type: patch.type,
        options: patch.options ? { deleteMany: {}, create: patch.options.map((o, i) => ({ position: i + 1, text: o.text, isCorrect: o.correct })) } : undefined,
      },
      select: adminQuestionSelect,
    });
    const summary = (q: { text: string; type: string; options: { isCorrect?: boolean; correct?: boolean }[] }) => ({
      text: q.text, type: q.type, options: q.options.length, correct: q.options.filter((o) => o.isCorrect ?? o.correct).length,
    });
    await audit(tx, actor, "question.updated", { type: "question", id: question.id }, { ...summary(question), version: draft.number }, summary(after));
    return toAdminQuestion(after);
  });
}
