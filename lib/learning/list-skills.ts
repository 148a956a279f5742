import { getDb } from "@/lib/db/client";
import { findLogRef, type LogScope } from "@/lib/learning/course-log-scope";
import { skillProgressList } from "@/lib/learning/skill-progress";

/** GET .../skills of a diver's own course log or an instructor's student. */
export async function listSkills(scope: LogScope, logCode: string) {
  const db = await getDb();
  return skillProgressList(db, await findLogRef(db, logCode, scope));
}
