import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { loadAttemptStats, noAttempts } from "@/lib/learning/attempt-stats";
import { findLogRef, type LogScope } from "@/lib/learning/course-log-scope";
import type { ModuleRecord } from "@/lib/learning/record-schema";
import { questionOrder, questionSelect, quizStateOf, toQuestion } from "@/lib/learning/serializers";

// One module of the diver's course: teaching content and its quiz (never the correct options).

export async function getModule(scope: LogScope, logCode: string, moduleId: number): Promise<ModuleRecord> {
  const db = await getDb();
  const log = await findLogRef(db, logCode, scope);
  const [mod, stats] = await Promise.all([
    db.courseModule.findFirst({
      where: { id: moduleId, courseVersionId: log.courseVersionId },
      select: {
        id: true, position: true, title: true, summary: true, content: true, passMark: true,
        _count: { select: { questions: true } },
        questions: { orderBy: questionOrder, select: questionSelect },
      },
    }),
    loadAttemptStats(db, [log.id]),
  ]);
  if (!mod) throw notFound("Module");
  return {
    id: mod.id,
    position: mod.position,
    title: mod.title,
    summary: mod.summary,
    content: mod.content,
    quiz: quizStateOf(mod, stats.get(log.id) ?? noAttempts()),
    questions: mod.questions.map(toQuestion),
  };
}
