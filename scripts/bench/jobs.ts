// npm run bench:jobs: the job queue on PostgreSQL (issue 22, decision 0020), in one run:
// 1. sign-up latency (registerUser, in process, one at a time) with the verification e-mail
//    enqueued (now) against sent inline in the request as before (the same sign-up, then the
//    outbox row handed to SMTP before answering), alternating the two so load drifts hit both;
// 2. jobs per second of the send-email job: BENCH_JOBS e-mails queued, then worked by this
//    process's worker (4 concurrent sends, as in production) into a local SMTP sink.
// Settings: BENCH_DATABASE_URL (admin connection), BENCH_SIGNUPS (200 per mode), BENCH_JOBS (1000).
// Writes bench-results/jobs.json. BENCH_SMOKE=1 (common.ts): 3 sign-ups per mode, 10 jobs.
import os from "node:os";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, runMain, setting, sized, writeResult } from "./common";
import { registrationBody } from "@/tests/support/registration";
import { startTestSmtp, type TestSmtp } from "@/tests/support/smtp";

const DB_NAME = "divecert_bench_jobs";
const URL_ = databaseUrl(ADMIN_URL, DB_NAME);
const SIGNUPS = setting("BENCH_SIGNUPS", 200, 3);
const JOBS = setting("BENCH_JOBS", 1000, 10);
const WARMUP_SIGNUPS = sized(10, 2);

let smtp: TestSmtp | undefined;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(1));
  return { p50Ms: round(quantile(s, 0.5)), p99Ms: round(quantile(s, 0.99)), meanMs: round(s.reduce((a, b) => a + b, 0) / s.length), n: s.length };
};
const summary = (xs: number[]) => {
  const s = stats(xs);
  return `p50 ${s.p50Ms.toFixed(1)} ms, p99 ${s.p99Ms.toFixed(1)} ms, mean ${s.meanMs.toFixed(1)} ms (n=${s.n})`;
};

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  log(`jobs bench: ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}, ${os.cpus().length} cores`);
  smtp = await startTestSmtp();
  applyServerEnv(URL_, "http://127.0.0.1:3999");
  Object.assign(process.env, { SMTP_URL: smtp.url, JOBS_POLL_SECONDS: "0.5" });
  await createMigratedDatabase(ADMIN_URL, DB_NAME);
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { jobQueue, stopJobQueue } = await import("@/lib/jobs/boss");
  const { startWorker } = await import("@/lib/jobs/worker");
  const { registerUser } = await import("@/lib/users/register-user");
  const { deliverOutboxEmail } = await import("@/lib/mail/deliver-outbox-email");
  const { sendMail } = await import("@/lib/mail/send-mail");
  await jobQueue();

  // 1. Sign-up latency. No worker yet: the queued mails wait (the request's cost is the same).
  const body = (i: number, mode: string) => registrationBody(`bench.${mode}.${i}.${Date.now()}@example.com`);

  const db = await getDb();
  const signUp = async (i: number, inline: boolean) => {
    const started = performance.now();
    const user = await registerUser(body(i, inline ? "inline" : "queued") as never, "127.0.0.1", "en");
    if (inline) {
      // What the request did before the queue: the SMTP conversation before answering.
      const row = await db.outboxEmail.findFirstOrThrow({ where: { to: user.email }, select: { id: true } });
      await deliverOutboxEmail(row.id, { attempt: 1, maxAttempts: 1 });
    }
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP_SIGNUPS; i++) await signUp(-i - 1, i % 2 === 0); // warm-up
  const queued: number[] = [];
  const inline: number[] = [];
  for (let i = 0; i < SIGNUPS; i++) {
    queued.push(await signUp(i, false));
    inline.push(await signUp(i, true));
  }
  log(`sign-up, e-mail enqueued:     ${summary(queued)}`);
  log(`sign-up, e-mail sent inline:  ${summary(inline)}`);

  // 2. Throughput of the send-email job: the sign-ups' queued mails plus JOBS more.
  const before = smtp.messages.length;
  for (let i = 0; i < JOBS; i++) await sendMail({ to: `sink.${i}@example.com`, subject: "Bench", text: "Hello from the bench.", kind: "bench" });
  const waiting = await db.outboxEmail.count({ where: { status: "queued" } });
  const started = performance.now();
  await startWorker();
  while ((await db.outboxEmail.count({ where: { status: "queued" } })) > 0) await new Promise((r) => setTimeout(r, 100));
  const seconds = (performance.now() - started) / 1000;
  const delivered = smtp.messages.length - before;
  log(`send-email jobs: ${waiting} in ${seconds.toFixed(1)} s = ${(waiting / seconds).toFixed(0)} jobs/s (SMTP sink received ${delivered}; polling 0.5 s, 4 workers)`);
  const loadAfter = os.loadavg().map((l) => Number(l.toFixed(2)));
  log(`load average after: ${loadAfter.map((l) => l.toFixed(2)).join(" ")}`);
  await stopJobQueue(5_000);
  await closeDb();
  if (delivered < waiting) throw new Error(`the SMTP sink received ${delivered} of ${waiting} queued e-mails`);
  writeResult("jobs", {
    benchmark: "job queue: sign-up latency (e-mail enqueued vs sent inline), send-email jobs per second",
    date: new Date().toISOString(),
    commit: gitHead(),
    cpus: os.cpus().length,
    loadAverage: { atStart: loadAtStart, atEnd: loadAfter },
    settings: { signupsPerMode: SIGNUPS, jobs: JOBS, pollSeconds: 0.5 },
    signUp: { emailEnqueued: stats(queued), emailSentInline: stats(inline) },
    sendEmailJobs: { jobs: waiting, seconds: Number(seconds.toFixed(2)), perSecond: Number((waiting / seconds).toFixed(1)), delivered },
  });
}

const cleanup = onCleanup(async () => {
  await smtp?.close().catch(() => undefined);
  await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
});
await runMain(main, cleanup);
