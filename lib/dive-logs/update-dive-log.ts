import { conflict, notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { checkDive } from "@/lib/dive-logs/create-dive-log";
import { keyWhere, diverWhere } from "@/lib/dive-logs/get-dive-log";
import { applySkillLink } from "@/lib/dive-logs/links";
import { lockUser } from "@/lib/learning/create-course-log";
import { diveRuleErrors } from "@/lib/dive-logs/rules";
import type { DiveLogKey, UpdateDiveLogInput } from "@/lib/dive-logs/schema";
import { diveLogSelect, toDiveLogRecord, type DiveLogRecord } from "@/lib/dive-logs/serializers";
import { columnData, resultingValues } from "@/lib/dive-logs/values";

export const lockedMessage = "This dive log has been signed by the instructor and can no longer be changed.";

/**
 * PATCH: merges the fields sent into the stored dive and checks the result. A signed dive is
 * locked (409). The dive's row lock is taken first, so a concurrent signature either lands
 * before (409 here) or waits for this change and signs the changed dive.
 */
export async function updateDiveLog(userId: number, key: DiveLogKey, input: UpdateDiveLogInput): Promise<DiveLogRecord> {
  const db = await getDb();
  const row = await db.$transaction(async (tx) => {
    const found = await tx.diveLog.findFirst({ where: { ...keyWhere(key), ...diverWhere(userId) }, select: { id: true } });
    if (!found) throw notFound("Dive log");
    await tx.$queryRaw`SELECT id FROM dive_logs WHERE id = ${found.id} FOR UPDATE`;
    // Lock order everywhere a diver's dives are written: dive row, then the diver (the sync
    // change counter's trigger takes it on every write), then course logs. A create takes the
    // diver before a course log too, so the two cannot deadlock.
    await lockUser(tx, userId);
    const current = await tx.diveLog.findUniqueOrThrow({ where: { id: found.id }, select: diveLogSelect });
    if (current.signedAt) throw conflict(lockedMessage);

    const rules = diveRuleErrors(resultingValues(input, current));
    const relink = input.skill_log_id !== undefined || input.skill_id !== undefined;
    const skillRequest = relink ? { skill_log_id: input.skill_log_id ?? null, skill_id: input.skill_id ?? null } : null;
    const { link } = await checkDive(tx, userId, input, rules, skillRequest, current.id);

    const data = columnData(input);
    if (relink) {
      data.skillLogId = await applySkillLink(tx, current.id, link);
      data.skillId = link?.skillId ?? null;
      data.courseLogId = link?.courseLogId ?? null;
    }
    return tx.diveLog.update({ where: { id: current.id }, data, select: diveLogSelect });
  });
  return toDiveLogRecord(row);
}
