import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { validationError, type FieldErrors } from "@/lib/api/errors";
import { dateOnly } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { applySkillLink, instructorErrors, resolveSkillLink, type SkillLink } from "@/lib/dive-logs/links";
import { diveRuleErrors } from "@/lib/dive-logs/rules";
import type { CreateDiveLogInput, UpdateDiveLogInput } from "@/lib/dive-logs/schema";
import { diveLogSelect, toDiveLogRecord, type DiveLogRecord } from "@/lib/dive-logs/serializers";
import { columnData, resultingValues } from "@/lib/dive-logs/values";
import { lockUser } from "@/lib/learning/create-course-log";

/** Every 422 of a request at once: unit bounds, cross-field rules, instructor and skill. */
export async function checkDive(
  tx: Prisma.TransactionClient,
  diverId: number,
  input: UpdateDiveLogInput,
  rules: FieldErrors,
  skillRequest: { skill_log_id: number | null; skill_id: number | null } | null,
  diveLogId: number | null,
): Promise<{ link: SkillLink | null }> {
  const instructor = await instructorErrors(tx, diverId, input.instructor_id);
  const skill = skillRequest ? await resolveSkillLink(tx, diverId, skillRequest, diveLogId) : { link: null, errors: {} };
  const errors: FieldErrors = {};
  for (const e of [rules, instructor, skill.errors]) for (const [k, v] of Object.entries(e)) (errors[k] ??= []).push(...v);
  if (Object.keys(errors).length) throw validationError(errors);
  return { link: skill.link };
}

const { courseLog: _courseLog, ...diveLogColumns } = diveLogSelect;

/** The diver's next logbook number: one above the highest of the dives not deleted. */
async function nextNumber(tx: Prisma.TransactionClient, userId: number): Promise<number> {
  const top = await tx.diveLog.aggregate({ where: { userId, deletedAt: null }, _max: { number: true } });
  return (top._max.number ?? 0) + 1;
}

/**
 * Creates a dive log. `uuid` lets offline clients (sync) name the dive they created. Nothing is
 * written unless every check passes; the diver's row lock serialises numbering.
 */
export async function createDiveLog(userId: number, input: CreateDiveLogInput, options: { uuid?: string } = {}): Promise<DiveLogRecord> {
  const db = await getDb();
  const rules = diveRuleErrors(resultingValues(input));
  const wantsSkill = input.skill_log_id != null || input.skill_id != null;
  const skillRequest = wantsSkill ? { skill_log_id: input.skill_log_id ?? null, skill_id: input.skill_id ?? null } : null;
  const row = await db.$transaction(async (tx) => {
    const { link } = await checkDive(tx, userId, input, rules, skillRequest, null);
    await lockUser(tx, userId);
    const number = input.dive_number ?? (await nextNumber(tx, userId));
    const data: Prisma.DiveLogUncheckedCreateInput = {
      ...(columnData(input) as Prisma.DiveLogUncheckedCreateInput),
      uuid: options.uuid ?? randomUUID(),
      userId,
      number,
      date: dateOnly(input.date),
      diveTime: input.dive_time,
      courseLogId: link?.courseLogId ?? null,
      skillId: link?.skillId ?? null,
    };
    // Without a course link the record is the inserted row itself (INSERT ... RETURNING): no course
    // log to join, no second read.
    if (!link) return { ...(await tx.diveLog.create({ data, select: diveLogColumns })), courseLog: null };
    const created = await tx.diveLog.create({ data, select: { id: true } });
    const skillLogId = await applySkillLink(tx, created.id, link);
    return tx.diveLog.update({ where: { id: created.id }, data: { skillLogId }, select: diveLogSelect });
  });
  return toDiveLogRecord(row);
}
