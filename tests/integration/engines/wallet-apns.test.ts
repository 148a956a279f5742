import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as certifications from "@/app/api/v1/admin/certifications/route";
import * as revoke from "@/app/api/v1/admin/certifications/[id]/revoke/route";
import { getDb } from "@/lib/db/client";
import { env, setEnvForTests, type Env } from "@/lib/env";
import { JOB_SCHEMA, stopJobQueue, wakeWorker } from "@/lib/jobs/boss";
import { listJobs } from "@/lib/jobs/list-jobs";
import type { JobRecord } from "@/lib/jobs/schema";
import { pushWalletPassesTask } from "@/lib/jobs/tasks/push-wallet-passes";
import { startWorker } from "@/lib/jobs/worker";
import { appleSigner, type AppleSigner } from "@/lib/wallet/apple/signer";
import { startTestApns, type ApnsRequest, type TestApns } from "@/tests/support/apns-server";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse } from "@/tests/support/learning-factories";

// A revocation pushes to the devices that keep the certification's Apple Wallet pass: the job
// queue for real (pg-boss on the test database, its worker in this process) against a local
// HTTP/2 server standing in for APNs, with a freshly made P-256 key as the APNs auth key.
// Engine-dependent: the job is enqueued inside the revocation's transaction (on PGlite the queue
// shares the session with Prisma).

const BASE = "/api/v1/admin/certifications";
const KEY_ID = "APNSKEY001";

let base: Env;
let withApns: Env;
let apns: TestApns;
let publicKey: KeyObject;
let signer: AppleSigner;
let staffToken: string;

beforeAll(async () => {
  base = env();
  apns = await startTestApns();
  const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
  publicKey = pair.publicKey;
  const keyPem = pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  withApns = { ...base, wallet: { ...base.wallet, apns: { keyPem, keyId: KEY_ID, url: apns.url } }, jobs: { ...base.jobs, worker: true, pollSeconds: 0.5 } };
  setEnvForTests(withApns);
  // The embedded mode's test pass type and team (made once in the data folder).
  signer = (await appleSigner())!;
  staffToken = (await createUser({ role: "admin", totp: true })).token;
  await startWorker();
}, 120_000);

afterAll(async () => {
  await stopJobQueue(2_000);
  setEnvForTests(base);
  await apns?.close();
});

/** A diver's valid certification, issued by staff through the API. */
async function certification(): Promise<{ id: number; number: string; userId: number }> {
  const diver = await createUser();
  const course = await createCourse({ level: "diver", name: `Open Water ${Date.now()}-${Math.random()}` });
  const res = await call(certifications.POST, { method: "POST", path: BASE, token: staffToken, body: { user: diver.user.id, course: course.id, issued_on: "2024-05-17", reason: "Transfer" } });
  expect(res.status).toBe(201);
  return { id: res.json.data.id, number: res.json.data.number, userId: diver.user.id };
}

async function register(certificationId: number, pushToken: string, passTypeId = signer.passTypeId) {
  const db = await getDb();
  return db.appleWalletRegistration.create({ data: { deviceLibraryId: `device-${pushToken}`, passTypeId, certificationId, pushToken }, select: { id: true } });
}

const revoking = (id: number) => call(revoke.POST, { method: "POST", path: `${BASE}/${id}/revoke`, token: staffToken, body: { reason: "Issued in error" }, params: { id: String(id) } });

async function pushJobs(certificationId: number): Promise<JobRecord[]> {
  const page = await listJobs({ state: "all", page: 1, per_page: 100 });
  return page.data.filter((j) => j.name === pushWalletPassesTask.name && (j.payload as { certification_id?: number }).certification_id === certificationId);
}

const requestsFor = (token: string): ApnsRequest[] => apns.requests.filter((r) => r.token === token);
const unique = (label: string) => `${label}${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;

describe("APNs pushes when a pass changes", () => {
  it("a revocation pushes to each registered device with a verifiable provider token; an unregistered or bad device token is forgotten, the other kept", async () => {
    const cert = await certification();
    const other = await certification();
    const kept = unique("aa");
    const dead = unique("bb");
    const keptRow = await register(cert.id, kept);
    const deadRow = await register(cert.id, dead);
    const bad = unique("ff");
    const badRow = await register(cert.id, bad);
    // The same dead device keeps another pass of the pass type: the token is dead for the topic.
    const deadElsewhere = await register(other.id, dead);
    // A device of another pass type (a pass from before a change of keys) is not pushed with this topic.
    const foreignToken = unique("cc");
    const foreign = await register(cert.id, foreignToken, "pass.org.divecert.other");
    apns.answer(kept, { status: 200 });
    apns.answer(dead, { status: 410, reason: "Unregistered" });
    apns.answer(bad, { status: 400, reason: "BadDeviceToken" });

    const res = await revoking(cert.id);
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("revoked");
    await expect.poll(async () => (await pushJobs(cert.id)).map((j) => j.state), { timeout: 30_000 }).toEqual(["completed"]);

    const sent = [...requestsFor(kept), ...requestsFor(dead), ...requestsFor(bad)];
    expect(sent.map((r) => r.path).sort()).toEqual([`/3/device/${kept}`, `/3/device/${dead}`, `/3/device/${bad}`].sort());
    for (const r of sent) {
      expect(r.method).toBe("POST");
      expect(r.body).toBe("{}");
      expect(r.headers["apns-topic"]).toBe(signer.passTypeId);
      expect(r.headers["apns-push-type"]).toBe("background");
      expect(r.headers["apns-priority"]).toBe("5");
      const bearer = /^bearer (.+)$/.exec(String(r.headers.authorization))?.[1];
      expect(bearer).toBeDefined();
      expect(decodeProtectedHeader(bearer!)).toEqual({ alg: "ES256", kid: KEY_ID });
      const { payload } = await jwtVerify(bearer!, publicKey, { algorithms: ["ES256"] });
      expect(payload.iss).toBe(signer.teamId);
      expect(Math.abs(payload.iat! * 1000 - Date.now())).toBeLessThan(50 * 60_000 + 60_000);
    }
    expect(signer).toMatchObject({ passTypeId: "pass.org.divecert.test", teamId: "DCTEST0001" });
    expect(requestsFor(foreignToken)).toEqual([]);

    const db = await getDb();
    const left = await db.appleWalletRegistration.findMany({ where: { id: { in: [keptRow.id, deadRow.id, badRow.id, deadElsewhere.id, foreign.id] } }, select: { id: true } });
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([keptRow.id, foreign.id].sort((a, b) => a - b));
  }, 60_000);

  it("APNs failing (500) makes the job fail and be retried, keeping the device; the retry delivers", async () => {
    const cert = await certification();
    const token = unique("dd");
    const row = await register(cert.id, token);
    apns.answer(token, { status: 500, reason: "InternalServerError" });

    expect((await revoking(cert.id)).status).toBe(200);
    await expect.poll(async () => (await pushJobs(cert.id))[0]?.state, { timeout: 30_000 }).toBe("retry");
    const [job] = await pushJobs(cert.id);
    expect(job).toMatchObject({ attempts: 1, max_attempts: 6 });
    expect(job!.error).toMatch(/500 InternalServerError/);
    // Due 10 s or more after the failure (pg-boss's backoff from the task's 10 s delay).
    expect(new Date(job!.run_at).getTime() - new Date(job!.created_at).getTime()).toBeGreaterThanOrEqual(9_000);
    expect(requestsFor(token)).toHaveLength(1);
    expect(await (await getDb()).appleWalletRegistration.count({ where: { id: row.id } })).toBe(1);

    // APNs is back; the retry is made due now instead of waiting out its delay.
    apns.answer(token, { status: 200 });
    const db = await getDb();
    await db.$executeRawUnsafe(`UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE id = $1::uuid AND state = 'retry'`, job!.id);
    wakeWorker(pushWalletPassesTask);
    await expect.poll(async () => (await pushJobs(cert.id))[0]?.state, { timeout: 30_000 }).toBe("completed");
    expect((await pushJobs(cert.id))[0]).toMatchObject({ attempts: 2 });
    expect(requestsFor(token)).toHaveLength(2);
    expect(await db.appleWalletRegistration.count({ where: { id: row.id } })).toBe(1);
  }, 60_000);

  it("a certification no device keeps: the job completes with no push", async () => {
    const cert = await certification();
    const before = apns.requests.length;
    expect((await revoking(cert.id)).status).toBe(200);
    await expect.poll(async () => (await pushJobs(cert.id))[0]?.state, { timeout: 30_000 }).toBe("completed");
    expect(apns.requests.length).toBe(before);
  }, 60_000);

  it("without APNs settings the revocation enqueues no job, pushes nothing and succeeds", async () => {
    const cert = await certification();
    const token = unique("ee");
    await register(cert.id, token);
    setEnvForTests({ ...withApns, wallet: { ...withApns.wallet, apns: undefined } });
    try {
      const res = await revoking(cert.id);
      expect(res.status).toBe(200);
      expect(res.json.data.status).toBe("revoked");
      expect(await pushJobs(cert.id)).toEqual([]);
    } finally {
      setEnvForTests(withApns);
    }
    expect(requestsFor(token)).toEqual([]);
    expect(await (await getDb()).appleWalletRegistration.count({ where: { certificationId: cert.id } })).toBe(1);
  }, 60_000);
});
