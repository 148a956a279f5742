import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as patchRoute from "@/app/api/v1/diver/dive-logs/[id]/route";
import * as signDiveRoute from "@/app/api/v1/professional/dive-logs/[id]/sign/route";
import * as signSkillsRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import { getDb } from "@/lib/db/client";
import { SyncClient, type SyncState } from "@/lib/sync/client/sync-client";
import { diveBody } from "@/tests/support/dive-log-factories";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { answersFor, createCourse, enrol, revealsAnswers, type FactoryCourse } from "@/tests/support/learning-factories";
import { allNo } from "@/tests/support/medical-factories";
import { startDroppingProxy, startSyncServer, type Listening } from "@/tests/support/sync-server";

// The liveaboard week of issue 9, with the reference client over a link that loses every third
// answer: course downloaded before leaving, twenty dives, quizzes, skills and two dive edits
// offline, while on the web the instructor signs one of those dives and the diver edits the
// other from a laptop. Back in port everything is uploaded: nothing lost, nothing doubled, the
// two conflicts listed and resolved.

let pro: CreatedUser;
let course: FactoryCourse;
let learning: FactoryCourse;
let server: Listening;
let proxy: Listening & { dropped: () => number };

beforeAll(async () => {
  pro = await createUser({ professional: true });
  course = await createCourse({ skills: 2 });
  learning = await createCourse({ kind: "free_learning", modules: 1 });
  server = await startSyncServer();
  proxy = await startDroppingProxy(server.port, (n) => n % 3 === 0);
});

afterAll(async () => {
  await proxy.close();
  await server.close();
});

const web = {
  patch: (token: string, id: number, body: Record<string, unknown>) =>
    call(patchRoute.PATCH, { method: "PATCH", path: `/api/v1/diver/dive-logs/${id}`, token, params: { id: String(id) }, body }),
  signDive: (id: number) => call(signDiveRoute.POST, { path: `/api/v1/professional/dive-logs/${id}/sign`, token: pro.token, params: { id: String(id) } }),
  signSkills: (logCode: string, ids: number[]) =>
    call(signSkillsRoute.POST, { path: `/api/v1/professional/students/${logCode}/skills/sign`, token: pro.token, params: { log_code: logCode }, body: { skill_ids: ids } }),
};

describe("a week offline on a liveaboard", () => {
  it("uploads everything over a flaky link exactly once and leaves the conflicts to decide", async () => {
    const diver = await createUser();
    const log = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
    const free = await enrol({ userId: diver.user.id, courseId: learning.id });
    const db = await getDb();
    await db.courseLog.updateMany({ where: { id: { in: [log.id, free.id] } }, data: { startedAt: new Date(Date.now() - 30 * 86_400_000) } });
    expect((await web.signSkills(log.logCode, course.skills.filter((s) => !s.requiresDive).map((s) => s.id))).status).toBe(200);

    let saved: SyncState | undefined;
    const app = new SyncClient({
      baseUrl: `http://127.0.0.1:${proxy.port}/api/v1`, token: () => diver.token, clientId: "liveaboard-phone",
      batchSize: 8, baseDelayMs: 5, sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 20))),
      save: (s) => void (saved = structuredClone(s)),
    });

    // Before leaving: two dives logged online, the course and the logbook downloaded.
    await app.enqueue("dive_log.create", { ...diveBody({ comments: "checkout dive", instructor_id: pro.user.id }), uuid: crypto.randomUUID() });
    await app.enqueue("dive_log.create", { ...diveBody({ comments: "reef dive" }), uuid: crypto.randomUUID() });
    await app.flush();
    const downloaded = await app.downloadCourse(log.logCode);
    expect(downloaded?.etag).toMatch(/^"\d+"$/);
    expect(revealsAnswers(downloaded?.course)).toEqual([]);
    const logbook = await app.pullDiveLogs();
    const [checkout, reef] = logbook.changes as { id: number; uuid: string; updated_at: string }[];

    // The week at sea.
    const now = Date.now();
    const day = (d: number) => new Date(now - (7 - d) * 86_400_000);
    for (let i = 0; i < 20; i++) {
      await app.enqueue("dive_log.create", { ...diveBody({ date: day(i % 7).toISOString().slice(0, 10), comments: `liveaboard dive ${i + 1}` }), uuid: crypto.randomUUID() }, day(i % 7));
    }
    const [m1, m2] = course.modules;
    await app.enqueue("quiz.submit", { log_code: log.logCode, module_id: m1!.id, answers: answersFor(m1!.questions, 1) }, day(1));
    await app.enqueue("quiz.submit", { log_code: log.logCode, module_id: m1!.id, answers: answersFor(m1!.questions) }, day(2));
    await app.enqueue("quiz.submit", { log_code: log.logCode, module_id: m2!.id, answers: answersFor(m2!.questions) }, day(3));
    await app.enqueue("free_learning_quiz.submit", { log_code: free.logCode, module_id: learning.modules[0]!.id, answers: answersFor(learning.modules[0]!.questions) }, day(4));
    await app.enqueue("skills.sign", { log_code: log.logCode, skill_ids: [course.skills[0]!.id] }, day(5));
    await app.enqueue("medical_questionnaire.submit", { answers: allNo() }, day(5));
    await app.enqueue("dive_log.update", { uuid: checkout!.uuid, base_updated_at: checkout!.updated_at, comments: "checkout dive, mask clearing done" }, day(5));
    await app.enqueue("dive_log.update", { uuid: reef!.uuid, base_updated_at: reef!.updated_at, buddy: "Giulia (boat)" }, day(6));
    // Meanwhile on the web: the instructor signs the checkout dive, the diver edits the reef dive.
    expect((await web.signDive(checkout!.id)).status).toBe(200);
    expect((await web.patch(diver.token, reef!.id, { buddy: "Marco (laptop)" })).status).toBe(200);

    // The phone restarts in port and resumes from its saved queue.
    const resumed = new SyncClient({
      baseUrl: `http://127.0.0.1:${proxy.port}/api/v1`, token: () => diver.token, clientId: "liveaboard-phone", state: saved,
      batchSize: 8, baseDelayMs: 5, sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 20))),
    });
    expect(resumed.pending).toHaveLength(28);
    const results = await resumed.flush();
    expect(proxy.dropped()).toBeGreaterThan(0);
    expect(resumed.pending).toHaveLength(0);
    expect(results).toHaveLength(28);
    const finalStatus = (r: { status: string; original_status?: string }) => r.original_status ?? r.status;
    expect(results.filter((r) => finalStatus(r) === "rejected")).toEqual([]);
    expect(results.filter((r) => finalStatus(r) === "applied")).toHaveLength(26);
    expect(results.filter((r) => finalStatus(r) === "conflict")).toHaveLength(2);

    // Nothing lost, nothing doubled.
    expect(await db.diveLog.count({ where: { userId: diver.user.id } })).toBe(22);
    const attempts = await db.quizAttempt.findMany({ where: { courseLogId: { in: [log.id, free.id] } }, orderBy: { id: "asc" } });
    expect(attempts).toHaveLength(4);
    expect(attempts.map((a) => a.submittedAt.getTime())).toEqual([day(1), day(2), day(3), day(4)].map((d) => d.getTime()));
    const confirmed = await db.skillProgress.count({ where: { courseLogId: log.id, diverSignedAt: { not: null } } });
    expect(confirmed).toBe(1);
    const medical = await db.medicalSubmission.findMany({ where: { userId: diver.user.id } });
    expect(medical.map((m) => [m.outcome, m.submittedAt.getTime()])).toEqual([["fit", day(5).getTime()]]);
    expect(await db.syncOperation.count({ where: { userId: diver.user.id } })).toBe(30);

    // The diver decides: the signed dive stays as signed, the reef dive takes the phone's buddy.
    const open = await resumed.conflicts();
    expect(open.map((c) => c.fields)).toEqual([["comments"], ["buddy"]]);
    await resumed.resolve(open[0]!.id, "server");
    await resumed.resolve(open[1]!.id, "client");
    expect(await resumed.conflicts()).toEqual([]);
    const after = await resumed.pullDiveLogs(logbook.cursor);
    const reefNow = (after.changes as { uuid: string; buddy: string }[]).filter((d) => d.uuid === reef!.uuid).at(-1);
    expect(reefNow?.buddy).toBe("Giulia (boat)");
    // Each changed dive once, as it is now: the twenty new ones, the signed one and the edited one.
    expect(after.changes).toHaveLength(22);
    expect(await resumed.downloadCourse(log.logCode, downloaded!.etag)).not.toBeNull();
  });
});
