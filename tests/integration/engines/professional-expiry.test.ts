import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as studentsRoute from "@/app/api/v1/professional/students/route";
import * as progressRoute from "@/app/api/v1/professional/students/[log_code]/progress/route";
import * as signSkillsRoute from "@/app/api/v1/professional/students/[log_code]/skills/sign/route";
import * as signDiveRoute from "@/app/api/v1/professional/dive-logs/[id]/sign/route";
import * as proCheckout from "@/app/api/v1/professional/store/courses/[course]/checkout/route";
import * as classroomsRoute from "@/app/api/v1/professional/classrooms/route";
import { todayUtc, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { addUtcDays } from "@/lib/professional/membership-status";
import { sendDueRenewalReminders } from "@/lib/jobs/tasks/remind-renewals";
import { sendRenewalReminder } from "@/lib/professional/send-renewal-reminder";
import { login } from "@/tests/support/auth-calls";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser, mailsTo } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol } from "@/tests/support/learning-factories";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;
beforeAll(async () => {
  emulator = await startStripeEmulator(async () => undefined);
});
afterAll(() => emulator.close());

const day = (offset: number) => ymd(addUtcDays(todayUtc(), offset))!;

describe("an expired professional", () => {
  it("keeps read access but cannot sign skills, sign dive logs or enrol students (403 naming the expiry)", async () => {
    const expiry = day(-3);
    const pro = await createUser({ professional: { expireDate: expiry } });
    const course = await createCourse();
    const db = await getDb();
    await db.course.update({ where: { id: course.id }, data: { purchasable: true, priceCents: 10000 } });
    const diver = await createUser();
    const log = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
    const [diveId] = await insertDiveLogs(diver.user.id, 1, { instructorId: pro.user.id });

    const list = await call(studentsRoute.GET, { path: "/api/v1/professional/students", token: pro.token });
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(1);
    const progress = await call(progressRoute.GET, { path: `/api/v1/professional/students/${log.logCode}/progress`, token: pro.token, params: { log_code: log.logCode } });
    expect(progress.status).toBe(200);
    expect((await call(classroomsRoute.GET, { path: "/api/v1/professional/classrooms", token: pro.token })).status).toBe(200);

    const refusals = [
      await call(signSkillsRoute.POST, { method: "POST", path: `/api/v1/professional/students/${log.logCode}/skills/sign`, token: pro.token, body: { skill_ids: [course.skills[0]!.id] }, params: { log_code: log.logCode } }),
      await call(signDiveRoute.POST, { method: "POST", path: `/api/v1/professional/dive-logs/${diveId}/sign`, token: pro.token, params: { id: String(diveId) } }),
      await call(studentsRoute.POST, { method: "POST", path: "/api/v1/professional/students", token: pro.token, body: { member_id: (await createUser()).user.memberId, course: course.code } }),
      await call(proCheckout.POST, { method: "POST", path: `/api/v1/professional/store/courses/${course.id}/checkout`, token: pro.token, body: { currency: "USD", student_id: diver.user.id }, params: { course: String(course.id) } }),
    ];
    for (const res of refusals) {
      expectErrorEnvelope(res, 403);
      expect(res.json.message).toBe(`Your professional membership expired on ${expiry}. Renew it to sign skills and dive logs or enrol students.`);
    }
    expect(await db.skillProgress.count({ where: { courseLogId: log.id, instructorSignedAt: { not: null } } })).toBe(0);
    expect((await db.diveLog.findUniqueOrThrow({ where: { id: diveId! } })).signedAt).toBeNull();

    // Renewed (the expiry moves on): the same acts go through.
    await db.professionalMembership.update({ where: { userId: pro.user.id }, data: { expireDate: addUtcDays(todayUtc(), 365) } });
    const signed = await call(signSkillsRoute.POST, { method: "POST", path: `/api/v1/professional/students/${log.logCode}/skills/sign`, token: pro.token, body: { skill_ids: [course.skills[0]!.id] }, params: { log_code: log.logCode } });
    expect(signed.status).toBe(200);
    expect((await call(signDiveRoute.POST, { method: "POST", path: `/api/v1/professional/dive-logs/${diveId}/sign`, token: pro.token, params: { id: String(diveId) } })).status).toBe(200);
  });

  it("is refused on the last day plus one, not on the expiry day itself, and a suspended one is refused too", async () => {
    const course = await createCourse();
    const lastDay = await createUser({ professional: { expireDate: day(0) } });
    const suspended = await createUser({ professional: { status: "suspended", expireDate: day(200) } });
    const sign = async (pro: Awaited<ReturnType<typeof createUser>>) => {
      const diver = await createUser();
      const log = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
      return call(signSkillsRoute.POST, { method: "POST", path: `/api/v1/professional/students/${log.logCode}/skills/sign`, token: pro.token, body: { skill_ids: [course.skills[0]!.id] }, params: { log_code: log.logCode } });
    };
    expect((await sign(lastDay)).status).toBe(200);
    const refused = await sign(suspended);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/suspended/);
  });
});

describe("the renewal reminder", () => {
  it("goes out once per membership year, 30 days before expiry, even under concurrent runs", async () => {
    const pro = await createUser({ professional: { expireDate: day(25) } });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => sendRenewalReminder(pro.user.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    await sendDueRenewalReminders();
    const mails = await mailsTo(pro.user.email, "professional_renewal_reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your DiveCert professional membership expires on ${day(25)}`);
    expect(mails[0]!.text).toContain("/professional/renewal");
    // The next membership year (a new expire_date) gets its own reminder, once.
    const db = await getDb();
    await db.professionalMembership.update({ where: { userId: pro.user.id }, data: { expireDate: addUtcDays(todayUtc(), 390) } });
    expect(await sendRenewalReminder(pro.user.id)).toBe(false);
    const later = addUtcDays(todayUtc(), 365);
    expect(await sendRenewalReminder(pro.user.id, later)).toBe(true);
    expect(await sendRenewalReminder(pro.user.id, addUtcDays(later, 1))).toBe(false);
    expect(await mailsTo(pro.user.email, "professional_renewal_reminder")).toHaveLength(2);
  });

  it("is sent by the scheduled job without anyone signing in, and never too early, after expiry, or to a diver", async () => {
    const due = await createUser({ professional: { expireDate: day(30) } });
    const early = await createUser({ professional: { expireDate: day(31) } });
    const expired = await createUser({ professional: { expireDate: day(-1) } });
    const suspended = await createUser({ professional: { status: "suspended", expireDate: day(10) } });
    const diver = await createUser();
    expect(await sendDueRenewalReminders()).toBeGreaterThanOrEqual(1);
    expect(await sendDueRenewalReminders()).toBe(0);
    expect(await mailsTo(due.user.email, "professional_renewal_reminder")).toHaveLength(1);
    // Signing in no longer sends anything.
    expect((await login(early.user.email, early.password)).status).toBe(200);
    for (const u of [early, expired, suspended, diver]) expect(await mailsTo(u.user.email, "professional_renewal_reminder")).toHaveLength(0);
  });
});
