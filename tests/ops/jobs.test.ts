import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, waitFor } from "@/tests/ops/support/http";
import { adminLogin, bearer } from "@/tests/ops/support/session";
import { startStack, type Stack } from "@/tests/ops/support/stack";
import { registrationBody } from "@/tests/support/registration";
import { startTestSmtp, type TestSmtp } from "@/tests/support/smtp";

// Background jobs across two instances on one PostgreSQL (pg-boss, decision 0020), against the
// tests' own SMTP server on loopback. Short retry settings (lib/env.ts) keep the tier quick:
// retries after 1–2, 2–4, 4–8, 8–16 s, then the message is failed.

let stack: Stack;
let smtp: TestSmtp;
let smtpPort: number;

beforeAll(async () => {
  smtp = await startTestSmtp(0, { reject: /^doomed\./ });
  smtpPort = Number(new URL(smtp.url).port);
  stack = await startStack({
    SMTP_URL: smtp.url,
    MAIL_RETRY_DELAY_SECONDS: "1",
    MAIL_RETRY_LIMIT: "4",
    JOBS_POLL_SECONDS: "0.5",
    RATE_LIMIT_MULTIPLIER: "100",
  });
}, 180_000);

afterAll(async () => {
  await stack?.destroy();
  await smtp?.close();
});

const registration = (email: string) => registrationBody(email);
const post = (path: string, body: unknown) => request(`${stack.nginxUrl}${path}`, { method: "POST", body, headers: { "Content-Type": "application/json" } });

describe("e-mail while the mail server is down", () => {
  it("sign-ups and password resets answer at once, and every e-mail arrives exactly once when SMTP is back", async () => {
    await smtp.close();
    const stamp = Date.now();
    const emails = Array.from({ length: 6 }, (_, i) => `outage.${stamp}.${i}@example.com`);
    for (const email of emails) {
      const res = await post("/api/v1/auth/register", registration(email));
      expect(res.status, res.text).toBe(201);
    }
    for (const email of emails.slice(0, 3)) {
      const res = await post("/api/v1/auth/password/forgot", { email });
      expect(res.status, res.text).toBe(200);
    }
    // The sends fail and are recorded with their error while the server is down.
    await waitFor(
      "failed attempts on record",
      () => stack.sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_emails WHERE attempts > 0 AND error IS NOT NULL AND status = 'queued'`),
      (rows) => (rows[0]?.n ?? 0) >= 1,
      20_000,
    );
    smtp = await startTestSmtp(smtpPort, { reject: /^doomed\./ });
    for (const email of emails) await smtp.waitFor((m) => m.envelopeTo.includes(email) && /verif/i.test(m.subject + m.text), 60_000);
    for (const email of emails.slice(0, 3)) await smtp.waitFor((m) => m.envelopeTo.includes(email) && /password/i.test(m.subject), 60_000);
    const rows = await waitFor(
      "every outbox row sent",
      () => stack.sql<{ to: string; status: string; attempts: number }>(`SELECT "to", status, attempts FROM outbox_emails WHERE "to" LIKE $1`, [`outage.${stamp}.%`]),
      (r) => r.length === 9 && r.every((x) => x.status === "sent"),
      30_000,
    );
    expect(rows.some((r) => r.attempts > 1)).toBe(true);
    // Each message once: one per outbox row, whichever instance ran its job.
    for (const email of emails) expect(smtp.messages.filter((m) => m.envelopeTo.includes(email)).length).toBe(emails.slice(0, 3).includes(email) ? 2 : 1);
    const logs = stack.instances.flatMap((i) => i.logs).filter((l) => l.includes('"job":"send-email"'));
    expect(logs.some((l) => l.includes('"msg":"job attempt failed"') && l.includes('"attempt":1'))).toBe(true);
  }, 180_000);
});

describe("a job that keeps failing", () => {
  it("is retried, then shows as failed with its error in /ready and the admin list", async () => {
    const email = `doomed.${Date.now()}@example.com`;
    expect((await post("/api/v1/auth/register", registration(email))).status).toBe(201);
    const [row] = await waitFor(
      "the message out of attempts",
      () => stack.sql<{ status: string; attempts: number; error: string | null }>(`SELECT status, attempts, error FROM outbox_emails WHERE "to" = $1`, [email]),
      (r) => r[0]?.status === "failed",
      90_000,
    );
    expect(row).toMatchObject({ status: "failed", attempts: 5 });
    expect(row!.error).toMatch(/550|rejected|unavailable/i);
    const ready = await request(`${stack.nginxUrl}/api/v1/ready`);
    expect(ready.status).toBe(200);
    expect(ready.json.data.jobs.failed).toBeGreaterThanOrEqual(1);
    const token = await adminLogin(stack.nginxUrl);
    const list = await request(`${stack.nginxUrl}/api/v1/admin/jobs?state=failed`, { headers: bearer(token) });
    expect(list.status, list.text).toBe(200);
    const failed = (list.json.data.data as { name: string; attempts: number; max_attempts: number; error: string }[]).find((j) => j.name === "send-email" && /550|rejected|unavailable/i.test(j.error));
    expect(failed).toMatchObject({ attempts: 5, max_attempts: 5 });
    const logs = stack.instances.flatMap((i) => i.logs);
    expect(logs.some((l) => l.includes('"msg":"job failed"') && l.includes('"job":"send-email"') && l.includes('"attempt":5'))).toBe(true);
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(0);
  }, 120_000);
});

describe("a scheduled job with two instances", () => {
  it("runs once per occasion", async () => {
    // The daily purge, made every minute for this database: both instances' clocks see each minute.
    await stack.sql(`UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = 'purge-expired'`);
    const jobs = await waitFor(
      "a purge run by the schedule",
      () => stack.sql<{ minute: string; n: number }>(`SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS n FROM pgboss.job WHERE name = 'purge-expired' AND state = 'completed' GROUP BY 1`),
      (r) => r.length >= 1,
      150_000,
    );
    for (const j of jobs) expect(j.n, `jobs in minute ${j.minute}`).toBe(1);
    const runs = stack.instances.flatMap((i) => i.logs).filter((l) => l.includes('"msg":"purged expired rows"')).length;
    const completed = await stack.sql<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'purge-expired' AND state = 'completed'`);
    expect(runs).toBe(completed[0]!.n);
  }, 180_000);
});
