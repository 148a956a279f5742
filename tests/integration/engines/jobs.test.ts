import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, inTransaction, rawDatabase } from "@/lib/db/client";
import { env, setEnvForTests, type Env } from "@/lib/env";
import { jobQueue, stopJobQueue } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { jobCounts } from "@/lib/jobs/job-counts";
import { listJobs } from "@/lib/jobs/list-jobs";
import { retryJob } from "@/lib/jobs/retry-job";
import { executorFor } from "@/lib/jobs/sql";
import { sendEmailTask } from "@/lib/jobs/tasks/send-email";
import { startWorker } from "@/lib/jobs/worker";
import { sendMail } from "@/lib/mail/send-mail";
import { startTestSmtp, type TestSmtp } from "@/tests/support/smtp";

// The job queue for real (pg-boss on the test database: in-memory PGlite, or PostgreSQL with
// TEST_DATABASE_URL) against a real SMTP server on loopback. Short retry settings for the test.

let smtp: TestSmtp;
let base: Env;

beforeAll(async () => {
  base = env();
  smtp = await startTestSmtp();
  setEnvForTests({ ...base, smtpUrl: smtp.url, jobs: { worker: true, pollSeconds: 0.5, mailRetryDelaySeconds: 1, mailRetryLimit: 2 } });
  await startWorker();
}, 60_000);

afterAll(async () => {
  await stopJobQueue(2_000);
  setEnvForTests(base);
  await smtp?.close();
});

async function outboxRow(id: number) {
  const db = await getDb();
  return db.outboxEmail.findUniqueOrThrow({ where: { id } });
}

const message = (to: string) => ({ to, subject: `Hello ${to}`, text: "Body with a link http://localhost/x", kind: "test_mail" });

describe("e-mail through the job queue", () => {
  it("answers at once with the row queued, then the worker hands it to SMTP once", async () => {
    const id = await sendMail(message("queued.once@example.com"));
    expect((await outboxRow(id)).status).toMatch(/queued|sent/);
    await smtp.waitFor((m) => m.envelopeTo.includes("queued.once@example.com"), 10_000);
    await expect.poll(async () => (await outboxRow(id)).status, { timeout: 10_000 }).toBe("sent");
    const row = await outboxRow(id);
    expect(row).toMatchObject({ attempts: 1, error: null, transport: "smtp" });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(smtp.messages.filter((m) => m.envelopeTo.includes("queued.once@example.com"))).toHaveLength(1);
    expect(smtp.messages.find((m) => m.envelopeTo.includes("queued.once@example.com"))?.raw).toMatch(new RegExp(`Message-ID: <outbox-${id}\\.`, "i"));
  });

  it("enqueues nothing when the transaction that wrote the row rolls back", async () => {
    const db = await getDb();
    const before = await db.outboxEmail.count();
    const jobsBefore = (await jobCounts()).waiting;
    await expect(
      inTransaction(async () => {
        await sendMail(message("rolled.back@example.com"));
        throw new Error("the request failed after queueing its mail");
      }),
    ).rejects.toThrow("the request failed");
    expect(await db.outboxEmail.count()).toBe(before);
    expect((await jobCounts()).waiting).toBeLessThanOrEqual(jobsBefore);
    const listed = await listJobs({ state: "all", page: 1, per_page: 100 });
    expect(JSON.stringify(listed.data)).not.toContain("rolled.back");
  });

  it("retries while the SMTP server is down and delivers once it is back", async () => {
    const down = await startTestSmtp();
    const port = Number(new URL(down.url).port);
    await down.close();
    setEnvForTests({ ...env(), smtpUrl: down.url, jobs: { ...env().jobs, mailRetryLimit: 6 } });
    const id = await sendMail(message("outage@example.com"));
    await expect.poll(async () => (await outboxRow(id)).attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const failed = await outboxRow(id);
    expect(failed.status).toBe("queued");
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    const back = await startTestSmtp(port);
    try {
      await back.waitFor((m) => m.envelopeTo.includes("outage@example.com"), 30_000);
      await expect.poll(async () => (await outboxRow(id)).status, { timeout: 10_000 }).toBe("sent");
      expect(back.messages.filter((m) => m.envelopeTo.includes("outage@example.com"))).toHaveLength(1);
    } finally {
      await back.close();
      setEnvForTests({ ...env(), smtpUrl: smtp.url, jobs: { ...env().jobs, mailRetryLimit: 2 } });
    }
  }, 60_000);

  it("ends failed after its attempts, visible with its error, and an administrator's retry runs it again", async () => {
    const down = await startTestSmtp();
    await down.close();
    setEnvForTests({ ...env(), smtpUrl: down.url });
    const id = await sendMail(message("never@example.com"));
    try {
      await expect.poll(async () => (await outboxRow(id)).status, { timeout: 30_000 }).toBe("failed");
      expect((await outboxRow(id)).attempts).toBe(3);
      // The last attempt marks the row failed, then throws; the queue records the job's failure
      // after that, in its own statement, so on a busy machine the job can still be active here.
      const failedJob = async () =>
        (await listJobs({ state: "failed", page: 1, per_page: 50 })).data.find((j) => j.name === "send-email" && (j.payload as { outbox_id: number }).outbox_id === id);
      await expect.poll(async () => (await failedJob())?.state, { timeout: 15_000 }).toBe("failed");
      const job = await failedJob();
      expect(job).toMatchObject({ state: "failed", attempts: 3, max_attempts: 3 });
      expect(job?.error).toMatch(/Mail delivery failed/);
      expect((await jobCounts()).failed).toBeGreaterThanOrEqual(1);

      setEnvForTests({ ...env(), smtpUrl: smtp.url });
      await retryJob(job!.id);
      await smtp.waitFor((m) => m.envelopeTo.includes("never@example.com"), 15_000);
      await expect.poll(async () => (await outboxRow(id)).status, { timeout: 10_000 }).toBe("sent");
    } finally {
      setEnvForTests({ ...env(), smtpUrl: smtp.url });
    }
  }, 60_000);

  it("a second job for the same key is not enqueued, and a sent row is never sent again", async () => {
    const id = await sendMail(message("dedupe@example.com"));
    await smtp.waitFor((m) => m.envelopeTo.includes("dedupe@example.com"), 10_000);
    await expect.poll(async () => (await outboxRow(id)).status, { timeout: 10_000 }).toBe("sent");
    // The same outbox id under a different key (an administrator's duplicate, say) runs, but sends nothing.
    expect(await enqueue(sendEmailTask, { outbox_id: id }, { key: `outbox:${id}` })).toBeNull();
    await enqueue(sendEmailTask, { outbox_id: id }, { key: `manual:${id}` });
    await expect.poll(async () => (await listJobs({ state: "all", page: 1, per_page: 100 })).data.filter((j: { payload: unknown; state: string }) => (j.payload as { outbox_id?: number }).outbox_id === id && j.state === "completed").length, { timeout: 10_000 }).toBe(2);
    expect(smtp.messages.filter((m) => m.envelopeTo.includes("dedupe@example.com"))).toHaveLength(1);
    expect((await outboxRow(id)).attempts).toBe(1);
  });
});

// PGlite is one session shared by the queue and Prisma (lib/jobs/sql.ts); on PostgreSQL each has
// its own connections, so these two exist only in the PGlite run of this file.
if (!process.env.TEST_DATABASE_URL) describe("PGlite: the queue's session and Prisma's never interleave", () => {
  it("a queue statement waits for an open Prisma transaction and does not see its uncommitted rows", async () => {
    await jobQueue();
    const db = await getDb();
    const sql = executorFor(await rawDatabase());
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((r) => (inserted = r));
    const order: string[] = [];
    const tx = db
      .$transaction(async (t) => {
        await t.outboxEmail.create({ data: { to: "ghost@example.com", subject: "s", text: "t", kind: "k", transport: "outbox", status: "kept" } });
        inserted();
        await held;
        order.push("tx ends");
        throw new Error("rolled back on purpose");
      })
      .catch(() => undefined);
    await insertedYet;
    const read = sql.executeSql("SELECT count(*)::int AS n FROM outbox_emails WHERE \"to\" = $1", ["ghost@example.com"]).then((r) => {
      order.push("queue read");
      return r.rows[0]?.n;
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(order).toEqual([]);
    release();
    await tx;
    expect(await read).toBe(0);
    expect(order).toEqual(["tx ends", "queue read"]);
  });

  it("a failing queue script leaves no aborted transaction behind", async () => {
    const sql = executorFor(await rawDatabase());
    await expect(sql.executeSql("BEGIN; SELECT 1/0; COMMIT;")).rejects.toThrow(/division by zero/);
    const db = await getDb();
    expect(await db.outboxEmail.count()).toBeGreaterThanOrEqual(0);
  });
});
