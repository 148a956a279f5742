import { beforeAll, describe, expect, it } from "vitest";
import { countWaiting } from "@/lib/admin-console/count-waiting";
import { PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db/client";
import { listReviewDocuments } from "@/lib/documents/list-review-documents";
import { jobQueue } from "@/lib/jobs/boss";
import { jobCounts } from "@/lib/jobs/job-counts";
import { listAllRecognitions } from "@/lib/recognitions/list-recognitions";
import { statementCounter } from "@/tests/support/statement-count";
import { createDocument, createOrganisationDocument } from "@/tests/support/document-factories";
import { createUser, type CreatedUser } from "@/tests/support/factories";

// The staff console's home (/admin) counts what waits for staff through one service
// (lib/admin-console/count-waiting.ts): each queue only for the accounts that may work it (the
// same permission as its page and API route), by the same rules as the queue's own list, in a
// constant number of statements whatever the data. In engines/: the failed-jobs count reads the
// job queue's table with a pattern (LIKE).

const { useCountingDb, counted } = statementCounter();

const url = new URL("http://localhost/admin");
let admin: CreatedUser;
let everyPermission: CreatedUser;
let records: CreatedUser;
let finance: CreatedUser;
let accounts: CreatedUser;
let diver: CreatedUser;

type Role = "diver" | "staff" | "admin";
const roles = new Map<CreatedUser, { role: Role; permissions: Permission[] }>();
const who = (u: CreatedUser) => roles.get(u)!;
async function account(role: Role, permissions: Permission[] = []) {
  const created = await createUser({ role, permissions, totp: role !== "diver" });
  roles.set(created, { role, permissions });
  return created;
}
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function recognition(userId: number, status: "pending" | "approved" | "rejected" = "pending") {
  const db = await getDb();
  await db.recognition.create({
    data: { userId, agency: "PADI", certificationName: "Open Water Diver", level: "diver", certificationNumber: "19AB2345", issuedOn: new Date("2019-06-30"), status },
  });
}

async function refund(orderId: number, status: "pending" | "succeeded" | "failed", createdAt = new Date()) {
  const db = await getDb();
  await db.orderRefund.create({ data: { orderId, amountCents: 100, currency: "USD", reason: "Test refund", status, createdAt } });
}

/** A job that failed for good (no retry left), as the queue keeps it for an administrator. */
async function failedJob() {
  const boss = await jobQueue();
  const queue = "admin-console-test";
  await boss.createQueue(queue).catch(() => undefined);
  const id = await boss.send(queue, { test: true }, { retryLimit: 0 });
  await boss.fail(queue, id!, { message: "boom" });
}

beforeAll(async () => {
  // This file's database reports every statement its client sends (as perf-statements does).
  await useCountingDb();
  await jobQueue();
  [admin, everyPermission, records, finance, accounts, diver] = await Promise.all([
    account("admin"),
    account("staff", [...PERMISSIONS]),
    account("staff", ["records"]),
    account("staff", ["finance"]),
    account("staff", ["accounts"]),
    account("diver"),
  ]);

  // Documents: two pending uploads wait; a deleted one, a decided one and an organisation document do not.
  const dbc = await getDb();
  await createDocument(diver.user.id);
  await createDocument(diver.user.id, { kind: "medical_certificate" });
  await createDocument(diver.user.id, { deleted: true });
  const decided = await createDocument(diver.user.id);
  await dbc.document.update({ where: { id: decided.id }, data: { status: "accepted", reviewedAt: new Date() } });
  await createOrganisationDocument("Handbook");

  // Recognitions: three pending, one decided.
  for (let i = 0; i < 3; i++) await recognition(diver.user.id);
  await recognition(diver.user.id, "approved");

  // Refunds of one order: two went through lately, one long ago, one failed, one still at the provider.
  const order = await dbc.order.create({ data: { userId: diver.user.id, studentId: diver.user.id, priceCents: 10_000, amountCents: 10_000, status: "partially_refunded" } });
  await refund(order.id, "succeeded");
  await refund(order.id, "succeeded", daysAgo(3));
  await refund(order.id, "succeeded", daysAgo(40));
  await refund(order.id, "failed");
  await refund(order.id, "pending");

  await failedJob();

  // Dive center applications: two pending, one decided.
  for (const status of ["pending", "pending", "rejected"] as const) {
    await dbc.diveCenterApplication.create({ data: { userId: diver.user.id, name: "Centro", country: "ES", status } });
  }
}, 120_000);

describe("what waits for staff (the console's home)", () => {
  it("counts every queue for an administrator, by the queues' own rules", async () => {
    const counts = await countWaiting(who(admin));
    const [documents, recognitions, jobs] = await Promise.all([
      listReviewDocuments({ status: "pending", page: 1, per_page: 1 }, url),
      listAllRecognitions("pending", { page: 1, per_page: 1 }, url, "en"),
      jobCounts(),
    ]);
    expect(counts).toEqual({ documents: 2, recognitions: 3, failedJobs: 1, refunds: { recent: 2, inProgress: 1 }, applications: 2 });
    // The same numbers as the lists the counts link to.
    expect(counts.documents).toBe(documents.total);
    expect(counts.recognitions).toBe(recognitions.total);
    expect(counts.failedJobs).toBe(jobs.failed);
  });

  it("shows each queue only to the permission that works it; failed jobs to administrators only", async () => {
    expect(await countWaiting(who(everyPermission))).toEqual({ documents: 2, recognitions: 3, refunds: { recent: 2, inProgress: 1 }, applications: 2 });
    expect(await countWaiting(who(records))).toEqual({ documents: 2, recognitions: 3 });
    expect(await countWaiting(who(finance))).toEqual({ refunds: { recent: 2, inProgress: 1 } });
    expect(await countWaiting(who(accounts))).toEqual({ applications: 2 });
    expect(await countWaiting(who(diver))).toEqual({});
    // A diver's row holding permissions by mistake still counts nothing: permissions are staff's.
    expect(await countWaiting({ role: "diver", permissions: [...PERMISSIONS] })).toEqual({});
  });

  it("takes a constant number of statements: one per queue shown, whatever the data", async () => {
    const before = await counted(() => countWaiting(who(admin)));
    expect(before.sql).toHaveLength(5);
    for (let i = 0; i < 5; i++) {
      await createDocument(diver.user.id);
      await recognition(diver.user.id);
    }
    const after = await counted(() => countWaiting(who(admin)));
    expect(after.result).toMatchObject({ documents: 7, recognitions: 8 });
    expect(after.sql).toHaveLength(5);
    expect((await counted(() => countWaiting(who(records)))).sql).toHaveLength(2);
    expect((await counted(() => countWaiting(who(finance)))).sql).toHaveLength(1);
    expect((await counted(() => countWaiting(who(accounts)))).sql).toHaveLength(1);
    expect((await counted(() => countWaiting(who(diver)))).sql).toHaveLength(0);
  });
});
