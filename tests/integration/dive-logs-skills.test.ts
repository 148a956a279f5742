import { describe, expect, it } from "vitest";
import * as one from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import { getDb } from "@/lib/db/client";
import { createSkillProgress, diveBody, enrolInCourse } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// Training dives: a dive names a skill of the diver's own course log (skill_log_id = a skill
// progress row, or skill_id), which records the dive on that skill (its requiresDive).

const path = "/api/v1/diver/dive-logs";
const create = (token: string, body: Record<string, unknown>) => call(list.POST, { method: "POST", path, token, body: diveBody(body) });
const patch = (token: string, id: number, body: Record<string, unknown>) =>
  call(one.PATCH, { method: "PATCH", path: `${path}/${id}`, token, params: { id: String(id) }, body });

async function progressOf(courseLogId: number, skillId: number) {
  const db = await getDb();
  return db.skillProgress.findUnique({ where: { courseLogId_skillId: { courseLogId, skillId } }, select: { id: true, diveLogId: true } });
}

describe("linking a dive to a skill", () => {
  it("by skill_id: creates the skill's progress row, points it at the dive and sets course_id", async () => {
    const diver = await createUser();
    const course = await enrolInCourse(diver.user.id);
    const db = await getDb();
    const versionBefore = (await db.courseLog.findUniqueOrThrow({ where: { id: course.courseLogId } })).version;
    const res = await create(diver.token, { skill_id: course.skillIds[0] });
    expect(res.status).toBe(201);
    const progress = await progressOf(course.courseLogId, course.skillIds[0]!);
    expect(progress?.diveLogId).toBe(res.json.data.id);
    expect(res.json.data).toMatchObject({ skill_id: course.skillIds[0], skill_log_id: progress!.id, course_id: course.courseId });
    const stored = await db.diveLog.findUniqueOrThrow({ where: { id: res.json.data.id }, select: { courseLogId: true } });
    expect(stored.courseLogId).toBe(course.courseLogId);
    expect((await db.courseLog.findUniqueOrThrow({ where: { id: course.courseLogId } })).version).toBeGreaterThan(versionBefore);
  });

  it("by skill_log_id: links the existing skill progress row; a mismatching skill_id is 422", async () => {
    const diver = await createUser();
    const course = await enrolInCourse(diver.user.id);
    const skillLogId = await createSkillProgress(course.courseLogId, course.skillIds[1]!);
    const wrong = await create(diver.token, { skill_log_id: skillLogId, skill_id: course.skillIds[0] });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toHaveProperty("skill_id");
    const res = await create(diver.token, { skill_log_id: skillLogId, skill_id: course.skillIds[1] });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ skill_log_id: skillLogId, skill_id: course.skillIds[1], course_id: course.courseId });
    expect((await progressOf(course.courseLogId, course.skillIds[1]!))?.diveLogId).toBe(res.json.data.id);
  });

  it("refuses another diver's skill (422) and writes nothing", async () => {
    const diver = await createUser();
    const other = await createUser();
    const theirs = await enrolInCourse(other.user.id);
    const theirLog = await createSkillProgress(theirs.courseLogId, theirs.skillIds[0]!);
    const byLog = await create(diver.token, { skill_log_id: theirLog });
    expect(byLog.status).toBe(422);
    expect(byLog.json.errors.skill_log_id).toBeDefined();
    const bySkill = await create(diver.token, { skill_id: theirs.skillIds[0] });
    expect(bySkill.status).toBe(422);
    expect(bySkill.json.errors.skill_id).toBeDefined();
    const db = await getDb();
    expect(await db.diveLog.count({ where: { userId: diver.user.id } })).toBe(0);
    expect((await progressOf(theirs.courseLogId, theirs.skillIds[0]!))?.diveLogId).toBeNull();
  });

  it("refuses a skill of an expired course log", async () => {
    const diver = await createUser();
    const course = await enrolInCourse(diver.user.id, { expired: true });
    const res = await create(diver.token, { skill_id: course.skillIds[0] });
    expect(res.status).toBe(422);
    expect(res.json.errors.skill_id[0]).toMatch(/expired/);
  });

  it("moves the link on PATCH, releasing the previous skill, and clears it with null", async () => {
    const diver = await createUser();
    const course = await enrolInCourse(diver.user.id);
    const [first, second] = course.skillIds as [number, number];
    const dive = (await create(diver.token, { skill_id: first })).json.data;
    const moved = await patch(diver.token, dive.id, { skill_id: second });
    expect(moved.status).toBe(200);
    expect(moved.json.data.skill_id).toBe(second);
    expect((await progressOf(course.courseLogId, first))?.diveLogId).toBeNull();
    expect((await progressOf(course.courseLogId, second))?.diveLogId).toBe(dive.id);
    const cleared = await patch(diver.token, dive.id, { skill_log_id: null, skill_id: null });
    expect(cleared.json.data).toMatchObject({ skill_id: null, skill_log_id: null, course_id: null });
    expect((await progressOf(course.courseLogId, second))?.diveLogId).toBeNull();
    // Other fields of a PATCH leave the link alone.
    await patch(diver.token, dive.id, { skill_id: first });
    const untouched = await patch(diver.token, dive.id, { comments: "Mask clearing at 6 m" });
    expect(untouched.json.data.skill_id).toBe(first);
  });

  it("keeps a completed skill's dive: another dive cannot take it over", async () => {
    const diver = await createUser();
    const course = await enrolInCourse(diver.user.id);
    const skillLogId = await createSkillProgress(course.courseLogId, course.skillIds[0]!, true);
    const firstDive = await create(diver.token, { skill_log_id: skillLogId });
    expect(firstDive.status).toBe(201);
    const secondDive = await create(diver.token, { skill_log_id: skillLogId });
    expect(secondDive.status).toBe(422);
    expect(secondDive.json.errors.skill_log_id[0]).toMatch(/already completed/);
  });
});
