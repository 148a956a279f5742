import { generateKeyPairSync, randomUUID } from "node:crypto";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import * as referralRoute from "@/app/api/v1/professional/students/[log_code]/referral/route";
import * as previewRoute from "@/app/api/v1/professional/referrals/preview/route";
import * as acceptRoute from "@/app/api/v1/professional/referrals/accept/route";
import * as progressRoute from "@/app/api/v1/professional/students/[log_code]/progress/route";
import * as enableRoute from "@/app/api/v1/professional/students/[log_code]/exam/enable/route";
import * as quizResultRoute from "@/app/api/v1/professional/students/[log_code]/modules/[module]/quiz-result/route";
import * as signRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import { loadSigningKeys, signingKeys } from "@/lib/credentials/keys";
import { publishedJwks } from "@/lib/credentials/published-keys";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { latestReferral } from "@/lib/referrals/latest-referral";
import { signReferral } from "@/lib/referrals/referral-code";
import { auditRows } from "@/tests/support/audit-rows";
import { createDiveCenter, createUser, mailsTo, type CreatedDiveCenter, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol, expireCourseLog, linkDive, type FactoryCourse } from "@/tests/support/learning-factories";
import { giveMedical } from "@/tests/support/medical-factories";

// Referrals (contract section 6, decision 0047): the instructor signs a referral of a student's
// course log; another professional verifies it offline against the published keys and takes the
// student over, once, with the progress kept; changed, foreign and expired codes are refused.

const students = "/api/v1/professional/students";
let from: CreatedUser; // the referring instructor
let to: CreatedUser; // the receiving instructor
let third: CreatedUser;
let diver: CreatedUser;
let fromCenter: CreatedDiveCenter;
let toCenter: CreatedDiveCenter;
let course: FactoryCourse;
let logCode: string;
let logId: number;

const refer = (code: string, token = from.token) =>
  call(referralRoute.POST, { method: "POST", path: `${students}/${code}/referral`, token, params: { log_code: code } });
const preview = (code: string, token = to.token) => call(previewRoute.POST, { path: "/api/v1/professional/referrals/preview", token, body: { code } });
const accept = (body: Record<string, unknown>, token = to.token) => call(acceptRoute.POST, { path: "/api/v1/professional/referrals/accept", token, body });

/** A fresh student of `from` in the course (for tests that use up a log). */
async function freshLog(instructorId = from.user.id, centerId: number | null = fromCenter.id) {
  const d = await createUser();
  return (await enrol({ userId: d.user.id, courseId: course.id, instructorId, diveCenterId: centerId })).logCode;
}

/** Changes one character of the JWT's payload segment. */
function tamper(code: string): string {
  const [h, p, s] = code.split(".");
  const i = Math.floor(p!.length / 2);
  const c = p![i] === "A" ? "B" : "A";
  return [h, p!.slice(0, i) + c + p!.slice(i + 1), s].join(".");
}

beforeAll(async () => {
  [fromCenter, toCenter] = await Promise.all([createDiveCenter({ name: "Sending Reef" }), createDiveCenter({ name: "Receiving Reef" })]);
  [from, to, third, diver] = await Promise.all([
    createUser({ professional: true, firstName: "Ada", lastName: "Sender" }),
    createUser({ professional: true, firstName: "Bruno", lastName: "Receiver" }),
    createUser({ professional: true }),
    createUser({ firstName: "Dora", lastName: "Diver" }),
  ]);
  const db = await getDb();
  await db.diveCenterMember.createMany({
    data: [
      { diveCenterId: fromCenter.id, userId: from.user.id, role: "instructor" },
      { diveCenterId: toCenter.id, userId: to.user.id, role: "instructor" },
    ],
  });
  course = await createCourse({ skills: 3 });
  const log = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: from.user.id, diveCenterId: fromCenter.id });
  logCode = log.logCode;
  logId = (await db.courseLog.findUniqueOrThrow({ where: { logCode }, select: { id: true } })).id;
  // A passed module, a signed skill (no dive needed), a dive linked to the skill that needs one, a medical.
  await db.quizAttempt.create({
    data: { courseLogId: logId, kind: "quiz", moduleKey: course.modules[0]!.id, attempt: 1, score: 60, correct: 3, total: 5, passed: false, answers: [] },
  });
  await db.quizAttempt.create({
    data: { courseLogId: logId, kind: "quiz", moduleKey: course.modules[0]!.id, attempt: 2, score: 100, correct: 5, total: 5, passed: true, answers: [] },
  });
  const signed = await call(signRoute.POST, { path: `${students}/${logCode}/skills/sign`, token: from.token, params: { log_code: logCode }, body: { skill_ids: [course.skills[0]!.id] } });
  expect(signed.status).toBe(200);
  await linkDive(logCode, course.skills[2]!.id);
  await giveMedical(diver.user.id);
});

describe("POST /professional/students/{log_code}/referral", () => {
  let code: string;

  it("signs the course log's record with the organisation's key, verifiable with the published JWK alone", async () => {
    const res = await refer(logCode);
    expect(res.status).toBe(201);
    code = res.json.data.code;
    expect(code.split(".")).toHaveLength(3);
    expect(decodeProtectedHeader(code)).toMatchObject({ alg: "EdDSA", typ: "referral+jwt", kid: (await signingKeys()).kid });
    // An independent verifier: jose with nothing but the published keys.
    const { payload, protectedHeader } = await jwtVerify(code, createLocalJWKSet((await publishedJwks()) as JSONWebKeySet), { typ: "referral+jwt" });
    expect(protectedHeader.typ).toBe("referral+jwt");
    expect(payload).toEqual(res.json.data.referral);
    expect(payload.iss).toBe(env().appUrl);
    const months = ((payload.exp! - payload.iat!) / 86_400) / 30.44;
    expect(Math.round(months)).toBe(12);
    expect(res.json.data.expires_on).toBe(new Date(payload.exp! * 1000).toISOString().slice(0, 10));
    expect(payload).toMatchObject({
      log_code: logCode,
      course: { code: course.code, name: course.name },
      diver: { member_id: diver.user.memberId, full_name: "Dora Diver" },
      modules_passed: [{ number: 1, title: expect.any(String), score: 100, passed_at: expect.any(String) }],
      skills_signed: [{ name: "Skill 1", signed_at: expect.any(String), confirmed: false }],
      dives_logged: [{ number: 1, date: "2026-06-01", max_depth: null, duration: 40, signed: false }],
      medical: { status: "fit", valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      instructor: { member_id: from.user.memberId, full_name: "Ada Sender" },
      center: { id: fromCenter.id, name: "Sending Reef" },
    });
    const db = await getDb();
    const row = await db.referral.findUniqueOrThrow({ where: { jti: payload.jti! } });
    expect(row).toMatchObject({ courseLogId: logId, fromInstructorId: from.user.id, fromCenterId: fromCenter.id, acceptedAt: null, code });
    const audit = await auditRows("course_log", logId);
    expect(audit.at(-1)).toMatchObject({ action: "course_log.referral.created", actorId: from.user.id, after: { referral_id: row.id, jti: row.jti } });
    expect((await auditRows("dive_center", fromCenter.id)).map((r) => r.action)).toContain("dive_center.referral.created");
    // The diver's course page shows the latest referral (code, expiry, a QR code of its link).
    const latest = await latestReferral({ logCode, userId: diver.user.id });
    expect(latest).toMatchObject({ code, expires_on: res.json.data.expires_on, link: expect.stringContaining(`/professional/referrals?ref=${row.jti}`) });
    expect(latest!.qrSvg).toContain("<svg");
  });

  it("is the log's instructor's only (404 for another professional), for active logs (409)", async () => {
    expect((await refer(logCode, third.token)).status).toBe(404);
    expect((await refer("CL-NOPE0000", from.token)).status).toBe(404);
    expect((await refer(logCode, diver.token)).status).toBe(403);
    const expired = await freshLog();
    await expireCourseLog(expired);
    const res = await refer(expired);
    expect(res.status).toBe(409);
    expect(res.json.status).toBe("error");
    const completed = await freshLog();
    const db = await getDb();
    await db.courseLog.update({ where: { logCode: completed }, data: { status: "completed", completedAt: new Date() } });
    expect((await refer(completed)).json.message).toBe("A completed course log cannot be referred.");
    const lapsed = await createUser({ professional: { expireDate: "2020-01-31" } });
    const theirs = await freshLog(lapsed.user.id, null);
    expect((await refer(theirs, lapsed.token)).status).toBe(403);
  });

  it("previews a code offline, and refuses a changed, foreign or mistyped one (422) or an expired one (410)", async () => {
    const ok = await preview(code);
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ accepted: false, referral: { log_code: logCode, instructor: { member_id: from.user.memberId } } });

    const changed = await preview(tamper(code));
    expect(changed.status).toBe(422);
    expect(changed.json.errors.code[0]).toMatch(/not valid/);
    // Signed by a key that is not the organisation's.
    const foreignKey = await loadSigningKeys([generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" })]);
    const claims = (await preview(code)).json.data.referral;
    const foreign = await signReferral(claims, foreignKey);
    expect((await preview(foreign)).status).toBe(422);
    expect((await accept({ code: foreign })).status).toBe(422);
    // Our key but another type of token (a credential's typ).
    const keys = await signingKeys();
    const { SignJWT } = await import("jose");
    const wrongTyp = await new SignJWT(claims).setProtectedHeader({ alg: "EdDSA", kid: keys.kid, typ: "vc+jwt" }).sign(keys.privateKey);
    expect((await preview(wrongTyp)).status).toBe(422);
    expect((await preview("not.a.jwt")).status).toBe(422);
    const blank = await preview("");
    expect(blank.status).toBe(422);
    expect(blank.json.errors.code).toBeDefined();

    // Genuine but past its expiry: 410 on preview and accept.
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await signReferral({ ...claims, jti: randomUUID(), iat: past - 365 * 86_400, exp: past });
    const gone = await preview(expired);
    expect(gone.status).toBe(410);
    expect(gone.json).toMatchObject({ status: "error", message: expect.stringMatching(/expired/) });
    expect((await accept({ code: expired })).status).toBe(410);
    expect((await preview(code, diver.token)).status).toBe(403);
  });

  it("is accepted once: the student moves with the progress kept, the first instructor loses access, both sides audited, the diver told", async () => {
    const before = await call(progressRoute.GET, { path: `${students}/${logCode}/progress`, token: from.token, params: { log_code: logCode } });
    expect(before.status).toBe(200);

    expect((await accept({ code }, from.token)).json.errors?.code?.[0]).toBe("You cannot accept your own referral.");
    expect((await accept({ code, dive_center_id: fromCenter.id })).json.errors?.dive_center_id?.[0]).toBe("You are not a member of this dive center.");
    expect((await accept({ code, dive_center_id: 2_000_000_000 })).status).toBe(422);
    expect((await accept({ code: tamper(code) })).status).toBe(422);

    // Two at once: exactly one wins.
    const [a, b] = await Promise.all([accept({ code, dive_center_id: toCenter.id }), accept({ code }, third.token)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const winnerUser = a.status === 200 ? to : third;
    const again = await accept({ code, dive_center_id: toCenter.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This referral has already been accepted.");

    // The preview still reads it, saying it was accepted.
    expect((await preview(code, third.token)).json.data.accepted).toBe(true);

    expect(winner.json.data).toMatchObject({ log_code: logCode, instructor: { id: winnerUser.user.id }, student: { id: diver.user.id } });
    // Progress kept: the passed quiz, the signed skill, the linked dive.
    expect(winner.json.data.modules[0].quiz).toMatchObject({ passed: true, best_score: 100 });
    expect(winner.json.data.skills[0].instructor_signed_at).toEqual(before.json.data.skills[0].instructor_signed_at);
    expect(winner.json.data.skills[2].dive_log_id).toEqual(before.json.data.skills[2].dive_log_id);
    expect(winner.json.data.progress).toBe(before.json.data.progress);
    const db = await getDb();
    expect(await db.quizAttempt.count({ where: { courseLogId: logId } })).toBe(2);
    expect(await db.diveLog.count({ where: { courseLogId: logId } })).toBe(1);

    // The first instructor can no longer read or write the log.
    const p = { log_code: logCode };
    const m = String(course.modules[0]!.id);
    expect((await call(progressRoute.GET, { path: `${students}/${logCode}/progress`, token: from.token, params: p })).status).toBe(404);
    expect((await call(signRoute.POST, { path: `${students}/${logCode}/skills/sign`, token: from.token, params: p, body: { skill_ids: [course.skills[1]!.id] } })).status).toBe(404);
    expect((await call(enableRoute.POST, { method: "POST", path: `${students}/${logCode}/exam/enable`, token: from.token, params: p })).status).toBe(404);
    expect((await call(quizResultRoute.GET, { path: `${students}/${logCode}/modules/${m}/quiz-result`, token: from.token, params: { log_code: logCode, module: m } })).status).toBe(404);
    expect((await refer(logCode, from.token)).status).toBe(404);
    // The new one can.
    expect((await call(quizResultRoute.GET, { path: `${students}/${logCode}/modules/${m}/quiz-result`, token: winnerUser.token, params: { log_code: logCode, module: m } })).status).toBe(200);

    const accepted = (await auditRows("course_log", logId)).filter((r) => r.action === "course_log.referral.accepted");
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ actorId: winnerUser.user.id, before: { instructor_id: from.user.id, dive_center_id: fromCenter.id }, after: { instructor_id: winnerUser.user.id } });
    const sent = (await auditRows("dive_center", fromCenter.id)).filter((r) => r.action === "dive_center.referral.accepted");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.after).toMatchObject({ direction: "sent", from_instructor_id: from.user.id, to_instructor_id: winnerUser.user.id, log_code: logCode });
    if (winnerUser === to) {
      const received = (await auditRows("dive_center", toCenter.id)).filter((r) => r.action === "dive_center.referral.accepted");
      expect(received[0]!.after).toMatchObject({ direction: "received", to_center_id: toCenter.id });
      expect(winner.json.data.dive_center).toEqual({ id: toCenter.id, name: "Receiving Reef" });
    }
    const mails = await mailsTo(diver.user.email, "referral_accepted");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/courses/${logCode}`);
    // The diver's course page no longer offers a referral that was used.
    expect(await latestReferral({ logCode, userId: diver.user.id })).toBeNull();
  });

  it("refuses an older referral once the student has moved on, and logs that are no longer active", async () => {
    const log = await freshLog();
    const first = (await refer(log)).json.data.code;
    const second = (await refer(log)).json.data.code;
    expect((await accept({ code: second })).status).toBe(200);
    const stale = await accept({ code: first }, third.token);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe("The student has moved to another instructor since this referral was issued.");

    const ending = await freshLog();
    const code = (await refer(ending)).json.data.code;
    await expireCourseLog(ending);
    expect((await accept({ code })).status).toBe(409);
    const db = await getDb();
    // The refusal left the referral unused (one transaction).
    const claims = (await preview(code)).json.data;
    expect(claims.accepted).toBe(false);
    expect(await db.referral.count({ where: { jti: claims.referral.jti, acceptedAt: { not: null } } })).toBe(0);
  });

  it("lets the diver's own professional account not take over their own course", async () => {
    const proDiver = await createUser({ professional: true });
    const own = (await enrol({ userId: proDiver.user.id, courseId: course.id, instructorId: from.user.id })).logCode;
    const code = (await refer(own)).json.data.code;
    const res = await accept({ code }, proDiver.token);
    expect(res.status).toBe(422);
    expect(res.json.errors.code[0]).toBe("You cannot take over your own course.");
    expect((await accept({ code }, diver.token)).status).toBe(403);
    expect((await accept({ code }, (await createUser({ professional: { status: "suspended" } })).token)).status).toBe(403);
  });
});
