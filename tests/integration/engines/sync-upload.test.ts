import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as signSkillsRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import { getDb } from "@/lib/db/client";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { answersFor, createCourse, enrol, linkDive, type FactoryCourse } from "@/tests/support/learning-factories";
import { allNo, groupAnswers } from "@/tests/support/medical-factories";
import { createOp, opId, quizOp, skillsOp, updateOp, upload } from "@/tests/support/sync-calls";

// POST /sync/upload: every operation type and result status, order, limits, authorisation.

let pro: CreatedUser;
let course: FactoryCourse;

beforeAll(async () => {
  pro = await createUser({ professional: true });
  course = await createCourse();
});

const diveCount = async (userId: number) => (await getDb()).diveLog.count({ where: { userId } });

describe("dive_log.create", () => {
  it("creates the dive once, and a repeat of the op or of its uuid is a duplicate", async () => {
    const diver = await createUser();
    const op = createOp();
    const first = await upload(diver.token, "phone-1", [op]);
    expect(first.status).toBe(200);
    expect(first.json.data.results).toEqual([expect.objectContaining({ op_id: op.op_id, status: "applied" })]);
    expect(first.json.data.results[0].data).toMatchObject({ uuid: op.payload.uuid, max_depth: 18.4, mod: expect.any(Number) });

    const again = await upload(diver.token, "phone-1", [op]);
    expect(again.json.data.results[0]).toMatchObject({ op_id: op.op_id, status: "duplicate", original_status: "applied", data: { uuid: op.payload.uuid } });

    // The same dive from another device of the diver (another client id, another op id).
    const other = await upload(diver.token, "tablet-2", [{ ...op, op_id: opId() }]);
    expect(other.json.data.results[0]).toMatchObject({ status: "duplicate", data: { uuid: op.payload.uuid } });
    expect(await diveCount(diver.user.id)).toBe(1);
  });

  it("rejects one bad operation with dotted field errors and applies the rest, in order", async () => {
    const diver = await createUser();
    const ops = [createOp({ dive_number: 7 }), createOp({ max_depth: 500, average_depth: 600 }), createOp(), { op_id: opId(), type: "dive_log.teleport", payload: {} }];
    const res = await upload(diver.token, "phone", ops);
    const [a, b, c, d] = res.json.data.results;
    expect([a.status, b.status, c.status, d.status]).toEqual(["applied", "rejected", "applied", "rejected"]);
    expect(Object.keys(b.errors)).toEqual(expect.arrayContaining(["operations.1.payload.max_depth"]));
    expect(d.errors).toHaveProperty(["operations.3.type"]);
    // Applied in order: the third dive is numbered after the first.
    expect(c.data.number).toBe(8);
    // A rejected operation is stored too: its retry answers the same errors.
    const retry = await upload(diver.token, "phone", [ops[1]]);
    expect(retry.json.data.results[0]).toMatchObject({ status: "duplicate", original_status: "rejected", errors: { "operations.0.payload.max_depth": expect.any(Array) } });
  });

  it("refuses a uuid that another diver's dive already has", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const op = createOp();
    await upload(a.token, "x", [op]);
    const res = await upload(b.token, "x", [op]);
    expect(res.json.data.results[0]).toMatchObject({ status: "rejected", errors: { "operations.0.payload.uuid": ["The uuid has already been taken."] } });
    expect(await diveCount(b.user.id)).toBe(0);
  });
});

describe("stored results are per account", () => {
  it("another account with the same client id and op id gets its own result", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const op = createOp();
    await upload(a.token, "shared-id", [op]);
    const res = await upload(b.token, "shared-id", [{ ...op, payload: { ...op.payload, uuid: randomUUID() } }]);
    expect(res.json.data.results[0].status).toBe("applied");
    expect(JSON.stringify(res.json)).not.toContain(String(op.payload.uuid));
  });
});

describe("concurrent uploads", () => {
  it("ten concurrent uploads of the same batch create nothing twice", async () => {
    const diver = await createUser();
    const ops = Array.from({ length: 5 }, () => createOp());
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(diver.token, "phone", ops)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const statuses = answers.flatMap((r) => r.json.data.results.map((x: { status: string }) => x.status));
    expect(statuses.filter((s) => s === "applied")).toHaveLength(5);
    expect(statuses.filter((s) => s === "duplicate")).toHaveLength(45);
    expect(await diveCount(diver.user.id)).toBe(5);
    expect(await (await getDb()).syncOperation.count({ where: { userId: diver.user.id } })).toBe(5);
  });

  it("the same new dive from two clients at once is created once", async () => {
    const diver = await createUser();
    const uuid = randomUUID();
    const [x, y] = await Promise.all([upload(diver.token, "phone", [createOp({}, uuid)]), upload(diver.token, "watch", [createOp({}, uuid)])]);
    const statuses = [x.json.data.results[0].status, y.json.data.results[0].status].sort();
    expect(statuses).toEqual(["applied", "duplicate"]);
    expect(await diveCount(diver.user.id)).toBe(1);
  });
});

describe("limits and envelope", () => {
  it("refuses more than 500 operations, a missing client id and a missing op id (422)", async () => {
    const diver = await createUser();
    const many = Array.from({ length: 501 }, () => ({ op_id: opId(), type: "skills.sign", payload: {} }));
    const tooMany = await upload(diver.token, "phone", many);
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.errors).toHaveProperty("operations");
    const noClient = await upload(diver.token, "", [createOp()]);
    expect(noClient.json.errors).toHaveProperty("client_id");
    const noOpId = await upload(diver.token, "phone", [{ type: "dive_log.create", payload: {} }]);
    expect(noOpId.json.errors).toHaveProperty(["operations.0.op_id"]);
    expect(await diveCount(diver.user.id)).toBe(0);
  });

  it("accepts 500 operations in a body above 1 MiB", async () => {
    const diver = await createUser();
    const ops = Array.from({ length: 500 }, () => ({ op_id: opId(), type: "dive_log.erase", payload: { note: "x".repeat(2200) } }));
    expect(JSON.stringify(ops).length).toBeGreaterThan(1024 * 1024);
    const res = await upload(diver.token, "phone", ops);
    expect(res.status).toBe(200);
    expect(res.json.data.results).toHaveLength(500);
    expect(res.json.data.results[499]).toMatchObject({ status: "rejected", errors: { "operations.499.type": [expect.stringMatching(/^The type must be one of/)] } });
  });

  it("refuses a body over 8 MiB (413)", async () => {
    const diver = await createUser();
    const res = await upload(diver.token, "phone", [{ op_id: opId(), type: "dive_log.create", payload: { comments: "x".repeat(9 * 1024 * 1024) } }]);
    expect(res.status).toBe(413);
  });

  it("needs a token and a verified e-mail", async () => {
    expect((await upload("", "phone", [])).status).toBe(401);
    const unverified = await createUser({ verified: false });
    expect((await upload(unverified.token, "phone", [createOp()])).status).toBe(403);
  });
});

describe("dive_log.update", () => {
  it("applies an update made on the version the device saw, and keeps a stale one as a conflict", async () => {
    const diver = await createUser();
    const create = createOp();
    const made = (await upload(diver.token, "phone", [create])).json.data.results[0].data;
    const ok = await upload(diver.token, "phone", [updateOp(made.uuid, made.updated_at, { comments: "Edited offline." })]);
    expect(ok.json.data.results[0]).toMatchObject({ status: "applied", data: { comments: "Edited offline." } });

    const stale = updateOp(made.uuid, made.updated_at, { buddy: "Someone else" });
    const res = await upload(diver.token, "phone", [stale]);
    expect(res.json.data.results[0]).toMatchObject({
      status: "conflict",
      data: { conflict_id: expect.any(Number), server: { comments: "Edited offline.", buddy: "Luca Bianchi" }, client: { buddy: "Someone else" } },
    });
    const db = await getDb();
    expect((await db.diveLog.findUniqueOrThrow({ where: { uuid: made.uuid } })).buddy).toBe("Luca Bianchi");
    expect(await db.syncConflict.count({ where: { userId: diver.user.id, resolvedAt: null } })).toBe(1);
  });

  it("rejects bad fields, a missing base and someone else's dive (not found)", async () => {
    const [diver, other] = [await createUser(), await createUser()];
    const made = (await upload(diver.token, "p", [createOp()])).json.data.results[0].data;
    const res = await upload(other.token, "p", [
      updateOp(made.uuid, made.updated_at, { comments: "mine now" }),
      { ...updateOp(made.uuid, made.updated_at, {}), payload: { uuid: made.uuid } },
    ]);
    expect(res.json.data.results[0]).toMatchObject({ status: "rejected", message: "Dive log not found." });
    expect(res.json.data.results[1].errors).toHaveProperty(["operations.1.payload.base_updated_at"]);
    const bad = await upload(diver.token, "p", [updateOp(made.uuid, made.updated_at, { dive_time: 0 })]);
    expect(bad.json.data.results[0].errors).toHaveProperty(["operations.0.payload.dive_time"]);
  });
});

describe("learning operations", () => {
  it("quiz.submit keeps the device's time within the course log, and scores on the server", async () => {
    const diver = await createUser();
    const log = await enrol({ userId: diver.user.id, courseId: course.id });
    const startedAt = new Date(Date.now() - 7 * 86_400_000);
    await (await getDb()).courseLog.update({ where: { id: log.id }, data: { startedAt } });
    const m = course.modules[0]!;
    const offline = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const res = await upload(diver.token, "phone", [
      quizOp(log.logCode, m.id, answersFor(m.questions, 2), offline),
      quizOp(log.logCode, m.id, answersFor(m.questions), "2001-01-01T00:00:00Z"),
      quizOp(log.logCode, m.id, answersFor(m.questions), future),
      quizOp(log.logCode, m.id, [{ question_id: 999_999, option_ids: [1] }]),
      quizOp(log.logCode, m.id, answersFor(m.questions), "yesterday"),
    ]);
    const [a, b, c, d, e] = res.json.data.results;
    expect(a).toMatchObject({ status: "applied", data: { attempt: 1, passed: false, submitted_at: offline.replace(/\.(\d{3})Z$/, ".$1000+00:00") } });
    expect(b.data.attempt).toBe(2);
    expect(new Date(b.data.submitted_at).getTime()).toBe(startedAt.getTime());
    expect(new Date(c.data.submitted_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(d.status).toBe("rejected");
    expect(Object.keys(d.errors)[0]).toMatch(/^operations\.3\.payload\.answers/);
    expect(e.errors).toHaveProperty(["operations.4.client_time"]);
  });

  it("free_learning_quiz.submit reaches free learnings only, quiz.submit courses only", async () => {
    const diver = await createUser();
    const learning = await createCourse({ kind: "free_learning", modules: 1 });
    const log = await enrol({ userId: diver.user.id, courseId: learning.id });
    const m = learning.modules[0]!;
    const res = await upload(diver.token, "phone", [
      quizOp(log.logCode, m.id, answersFor(m.questions), undefined, "free_learning_quiz.submit"),
      quizOp(log.logCode, m.id, answersFor(m.questions)),
    ]);
    expect(res.json.data.results.map((r: { status: string }) => r.status)).toEqual(["applied", "rejected"]);
    expect(res.json.data.results[0].data).toMatchObject({ passed: true, course_completed: true });
  });

  it("skills.sign confirms skills the instructor signed and rejects the others", async () => {
    const diver = await createUser();
    const log = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
    const [s1, s2] = course.skills;
    await call(signSkillsRoute.POST, { path: `/api/v1/professional/students/${log.logCode}/skills/sign`, token: pro.token, params: { log_code: log.logCode }, body: { skill_ids: [s1!.id] } });
    const res = await upload(diver.token, "phone", [skillsOp(log.logCode, [s1!.id]), skillsOp(log.logCode, [s2!.id])]);
    const [a, b] = res.json.data.results;
    expect(a.status).toBe("applied");
    expect(a.data.find((s: { id: number }) => s.id === s1!.id)).toMatchObject({ diver_signed_at: expect.any(String) });
    expect(b).toMatchObject({ status: "rejected", errors: { "operations.1.payload.skill_ids.0": ["The instructor has not signed this skill yet."] } });
    await linkDive(log.logCode, course.skills[2]!.id);
  });

  it("medical_questionnaire.submit stores the answers at the device's time, through the online checks", async () => {
    const diver = await createUser();
    const filled = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const res = await upload(diver.token, "phone", [
      { op_id: opId("med"), type: "medical_questionnaire.submit", payload: { answers: { ...allNo(), lungs: true } }, client_time: filled },
      { op_id: opId("med"), type: "medical_questionnaire.submit", payload: { answers: { ...allNo(), lungs: true, ...groupAnswers("lungs", false) } }, client_time: filled },
      { op_id: opId("med"), type: "medical_questionnaire.submit", payload: { answers: "yes" } },
    ]);
    const [missing, ok, bad] = res.json.data.results;
    expect(missing.status).toBe("rejected");
    expect(Object.keys(missing.errors).every((k) => k.startsWith("operations.0.payload.answers"))).toBe(true);
    expect(ok).toMatchObject({ status: "applied", data: { outcome: "physician_approval_required" } });
    expect(new Date(ok.data.submitted_at).getTime()).toBe(new Date(filled).getTime());
    expect(bad.errors).toHaveProperty(["operations.2.payload.answers"]);
    expect(await (await getDb()).medicalSubmission.count({ where: { userId: diver.user.id } })).toBe(1);
  });
});
