import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { sendDueReminders } from "@/lib/jobs/send-reminders";
import { purgeExpired, SYNC_RESULT_DAYS } from "@/lib/jobs/tasks/purge-expired";
import { createUser, mailsTo } from "@/tests/support/factories";
import { createCourse, enrol } from "@/tests/support/learning-factories";
import { giveMedical } from "@/tests/support/medical-factories";

// The scheduled reminders and purges, run as their jobs run them (no SMTP here: the outbox row
// is the delivery, lib/mail/send-mail.ts). tests/integration/engines/jobs.test.ts covers the queue itself.

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe("medical questionnaire reminder", () => {
  it("goes out once, 30 days before the latest questionnaire expires, and again for the next one", async () => {
    const due = await createUser();
    // Submitted 11 months and a bit ago: expires in under 30 days.
    const first = await giveMedical(due.user.id, { submittedAt: daysAgo(340) });
    const notYet = await createUser();
    await giveMedical(notYet.user.id, { submittedAt: daysAgo(300) });
    const renewed = await createUser();
    await giveMedical(renewed.user.id, { submittedAt: daysAgo(340) });
    await giveMedical(renewed.user.id, { submittedAt: daysAgo(1) });

    expect(await sendDueReminders("medical")).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders("medical")).toBe(0);
    const mails = await mailsTo(due.user.email, "medical_reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(first.validUntil.toISOString().slice(0, 10));
    expect(mails[0]!.text).toContain("/medical");
    expect(await mailsTo(notYet.user.email, "medical_reminder")).toHaveLength(0);
    expect(await mailsTo(renewed.user.email, "medical_reminder")).toHaveLength(0);

    // A year later the next questionnaire has its own occasion.
    const next = await giveMedical(due.user.id, { submittedAt: new Date(first.submittedAt.getTime() + 1_000) });
    expect(await sendDueReminders("medical", new Date(next.validUntil.getTime() - 10 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(due.user.email, "medical_reminder")).toHaveLength(2);
  });

  it("runs concurrently (two instances on one occasion) and still sends each reminder once", async () => {
    const u = await createUser();
    await giveMedical(u.user.id, { submittedAt: daysAgo(350) });
    await Promise.all([sendDueReminders("medical"), sendDueReminders("medical"), sendDueReminders("medical")]);
    expect(await mailsTo(u.user.email, "medical_reminder")).toHaveLength(1);
  });
});

describe("course log reminder", () => {
  it("goes out once, 14 days before an active course log expires, naming the course", async () => {
    const course = await createCourse();
    const student = await createUser();
    const log = await enrol({ userId: student.user.id, courseId: course.id });
    const db = await getDb();
    await db.courseLog.update({ where: { id: log.id }, data: { expiresAt: new Date(Date.now() + 13 * DAY) } });
    const later = await createUser();
    const other = await enrol({ userId: later.user.id, courseId: course.id });
    await db.courseLog.update({ where: { id: other.id }, data: { expiresAt: new Date(Date.now() + 15 * DAY) } });

    expect(await sendDueReminders("course_log")).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders("course_log")).toBe(0);
    const mails = await mailsTo(student.user.email, "course_log_reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/courses/${log.logCode}`);
    expect(await mailsTo(later.user.email, "course_log_reminder")).toHaveLength(0);
  });
});

describe("purges", () => {
  it("drops used and expired one-time tokens, expired refresh tokens and denylist rows, old buckets and sync results, and keeps the rest", async () => {
    const db = await getDb();
    const u = await createUser();
    const token = (over: object) => ({ userId: u.user.id, purpose: "password_reset" as const, tokenHash: `h${Math.random()}`, expiresAt: new Date(Date.now() + DAY), ...over });
    await db.oneTimeToken.createMany({ data: [token({ usedAt: daysAgo(2) }), token({ expiresAt: daysAgo(2) }), token({ tokenHash: "keep-live" })] });
    await db.revokedAccessToken.createMany({ data: [{ jti: `gone-${Math.random()}`, expiresAt: daysAgo(1) }, { jti: "keep-jti", expiresAt: new Date(Date.now() + DAY) }] });
    await db.rateLimitBucket.createMany({ data: [{ key: `old-${Math.random()}`, windowStart: daysAgo(2), expiresAt: daysAgo(1), count: 1 }, { key: "keep-bucket", windowStart: new Date(), expiresAt: new Date(Date.now() + 60_000), count: 1 }] });
    await db.syncOperation.createMany({
      data: [
        { userId: u.user.id, clientId: "c", opId: "old", type: "dive_log.create", status: "applied", createdAt: daysAgo(SYNC_RESULT_DAYS + 1) },
        { userId: u.user.id, clientId: "c", opId: "recent", type: "dive_log.create", status: "applied", createdAt: daysAgo(SYNC_RESULT_DAYS - 1) },
      ],
    });

    await db.mfaChallenge.createMany({
      data: [
        { userId: u.user.id, tokenHash: `old-${Math.random()}`, expiresAt: daysAgo(2) },
        { userId: u.user.id, tokenHash: `live-${Math.random()}`, expiresAt: new Date(Date.now() + 60_000) },
      ],
    });
    const throttleKey = `user:purge-${Math.random()}`;
    await db.loginThrottle.createMany({ data: [{ key: `${throttleKey}-old`, failures: 3, lastAttempt: daysAgo(2) }, { key: `${throttleKey}-recent`, failures: 3, lastAttempt: new Date() }] });

    const counts = await purgeExpired();
    expect(counts.one_time_tokens).toBeGreaterThanOrEqual(2);
    expect(counts.sync_operations).toBeGreaterThanOrEqual(1);
    expect(await db.oneTimeToken.count({ where: { tokenHash: "keep-live" } })).toBe(1);
    expect(await db.oneTimeToken.count({ where: { userId: u.user.id } })).toBe(1);
    expect(await db.revokedAccessToken.count({ where: { jti: "keep-jti" } })).toBe(1);
    expect(await db.revokedAccessToken.count({ where: { expiresAt: { lt: new Date() } } })).toBe(0);
    expect(await db.rateLimitBucket.count({ where: { key: "keep-bucket" } })).toBe(1);
    expect(await db.rateLimitBucket.count({ where: { expiresAt: { lt: new Date() } } })).toBe(0);
    expect((await db.syncOperation.findMany({ where: { userId: u.user.id }, select: { opId: true } })).map((o) => o.opId)).toEqual(["recent"]);
    expect(await db.mfaChallenge.count({ where: { userId: u.user.id } })).toBe(1);
    expect((await db.loginThrottle.findMany({ where: { key: { startsWith: throttleKey } }, select: { key: true } })).map((t) => t.key)).toEqual([`${throttleKey}-recent`]);
  });
});
