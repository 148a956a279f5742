import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/profile/export/route";
import * as exportsRoute from "@/app/api/v1/profile/exports/route";
import * as downloadRoute from "@/app/api/v1/profile/exports/[id]/download/route";
import { signedUrl } from "@/lib/auth/signed-url";
import { getDb } from "@/lib/db/client";
import { fileStore } from "@/lib/documents/storage/file-store";
import { findForm, formTextHash, currentVersion } from "@/lib/forms/catalogue";
import { jobIdFor } from "@/lib/jobs/enqueue";
import { purgeExpired } from "@/lib/jobs/tasks/purge-expired";
import { exportKey } from "@/lib/privacy/build-export";
import { exportDownloadPath } from "@/lib/privacy/export-links";
import { loginOk } from "@/tests/support/auth-calls";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { pdfBytes } from "@/tests/support/document-factories";
import { createUser, linkIn, mailsSettled, mailsTo, waitForMail } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol, grantCertification } from "@/tests/support/learning-factories";
import { giveMedical } from "@/tests/support/medical-factories";
import { readZip } from "@/tests/support/zip";

// POST /profile/export, the export-data job, GET /profile/exports and the signed download
// (decision 0026). The job is run here as the worker runs it (its task's run()).

const requestExport = (token: string) => call(exportRoute.POST, { method: "POST", path: "/api/v1/profile/export", token });
const listExports = (token: string) => call(exportsRoute.GET, { path: "/api/v1/profile/exports", token });
function download(link: string) {
  const url = new URL(link);
  const id = /\/exports\/([^/]+)\/download$/.exec(url.pathname)![1]!;
  return call(downloadRoute.GET, { path: `${url.pathname}${url.search}`, params: { id } });
}
async function downloadBytes(link: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const url = new URL(link);
  const id = /\/exports\/([^/]+)\/download$/.exec(url.pathname)![1]!;
  const res = await downloadRoute.GET(new Request(link), { params: Promise.resolve({ id }) });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}
const runJob = async (exportId: string) => {
  const { taskNamed } = await import("@/lib/jobs/tasks");
  await taskNamed("export-data").run({ export_id: exportId }, { id: "test", name: "export-data", attempt: 1, maxAttempts: 3 });
};

async function diverWithRecords() {
  const u = await createUser({ firstName: "Marta", lastName: "Rossi" });
  // A sign-in through the API: a security event and a session with its client.
  const session = await loginOk(u.user.email, u.password);
  await insertDiveLogs(u.user.id, 3);
  const course = await createCourse();
  const log = await enrol({ userId: u.user.id, courseId: course.id });
  const db = await getDb();
  await db.quizAttempt.create({ data: { courseLogId: log.id, kind: "quiz", moduleKey: 1, attempt: 1, score: 80, correct: 4, total: 5, passed: true, answers: { q: [1] } } });
  await grantCertification(u.user.id, course.id);
  await giveMedical(u.user.id);
  const form = findForm("liability_release");
  const version = currentVersion(form);
  await db.formSignature.create({
    data: { userId: u.user.id, formCode: form.code, version: version.version, language: "en", signedName: "Marta Rossi", clientIp: "local", textSha256: formTextHash(form, version) },
  });
  const bytes = await pdfBytes("Marta's licence");
  const key = `documents/${u.user.id}/${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}.pdf`;
  await fileStore().put(key, { body: bytes, size: bytes.length, contentType: "application/pdf" });
  const doc = await db.document.create({
    data: { userId: u.user.id, kind: "license", title: "Licence", fileName: "licence scan.pdf", mimeType: "application/pdf", size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex"), storageKey: key, status: "pending" },
  });
  return { ...u, token: session.token, doc, bytes, courseLogId: log.id };
}

describe("data export", () => {
  it("answers 202 with the pending export, enqueues its job, and answers the same one again while pending", async () => {
    const u = await createUser();
    const first = await requestExport(u.token);
    expect(first.status).toBe(202);
    expect(first.json.data).toMatchObject({ status: "pending", download_url: null, size: null, ready_at: null });
    const again = await requestExport(u.token);
    expect(again.status).toBe(202);
    expect(again.json.data.id).toBe(first.json.data.id);
    const db = await getDb();
    expect(await db.dataExport.count({ where: { userId: u.user.id } })).toBe(1);
    const jobs = await db.$queryRawUnsafe<{ name: string; data: { export_id: string } }[]>(
      `SELECT name, data FROM pgboss.job WHERE id = $1::uuid`,
      jobIdFor("export-data", first.json.data.id),
    );
    expect(jobs).toEqual([{ name: "export-data", data: { export_id: first.json.data.id } }]);
    expect(await db.securityEvent.count({ where: { userId: u.user.id, type: "export.requested" } })).toBe(1);
  });

  it("builds a ZIP of every record and file, mails a signed link, and the link downloads the ZIP", async () => {
    const u = await diverWithRecords();
    const requested = await requestExport(u.token);
    const id = requested.json.data.id as string;
    await runJob(id);

    const listed = await listExports(u.token);
    expect(listed.status).toBe(200);
    const item = listed.json.data.data[0];
    expect(item).toMatchObject({ id, status: "ready" });
    expect(item.size).toBeGreaterThan(0);
    expect(new Date(item.expires_at).getTime() - new Date(item.ready_at).getTime()).toBe(7 * 86_400_000);
    expect(item.download_url).toContain(`/api/v1/profile/exports/${id}/download?expires=`);

    const mail = await waitForMail(u.user.email, "data_export");
    const link = linkIn(mail, `/api/v1/profile/exports/${id}/download`);
    const res = await downloadBytes(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="divecert-data-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.bytes.length).toBe(item.size);

    const zip = await readZip(res.bytes);
    const names = [...zip.keys()];
    for (const name of [
      "README.txt", "account/user.json", "account/sessions.json", "dive-logs/dive-logs.json", "dive-logs/dive-logs.uddf",
      "courses/course-logs.json", "certifications/certifications.json", "orders/orders.json", "documents/documents.json",
      "forms/signatures.json", "medical/submissions.json", "security/security-events.json",
    ]) expect(names, name).toContain(name);
    const json = (name: string) => JSON.parse(zip.get(name)!.toString("utf8"));
    expect(json("account/user.json")).toMatchObject({ email: u.user.email, member_id: u.user.memberId });
    expect(json("dive-logs/dive-logs.json")).toHaveLength(3);
    expect(zip.get("dive-logs/dive-logs.uddf")!.toString("utf8")).toContain("<uddf");
    const courseLogs = json("courses/course-logs.json");
    expect(courseLogs[0]).toMatchObject({ id: u.courseLogId, attempts: [expect.objectContaining({ score: 80, passed: true })] });
    expect(json("certifications/certifications.json")).toHaveLength(1);
    expect(json("medical/submissions.json")).toHaveLength(1);
    // The uploaded file itself, byte for byte, and the signed form as a PDF.
    const docEntry = `documents/files/${u.doc.id}-licence scan.pdf`;
    expect(json("documents/documents.json")[0]).toMatchObject({ id: u.doc.id, file: docEntry });
    expect(zip.get(docEntry)!.equals(u.bytes)).toBe(true);
    const formPdf = names.find((n) => n.startsWith("forms/liability-release-v") && n.endsWith("-signed.pdf"));
    expect(zip.get(formPdf!)!.subarray(0, 5).toString()).toBe("%PDF-");
    expect(json("security/security-events.json").map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(["login.success", "export.requested"]));
    // Secrets never leave.
    const all = [...zip.values()].map((b) => b.toString("latin1")).join("\n");
    expect(all).not.toMatch(/passwordHash|password_hash|tokenHash|successorSealed|clientSecret|storageKey/);
    expect(json("account/sessions.json")[0]).not.toHaveProperty("accessJti");
    // Renders PDFs and writes a ZIP: a bound for a loaded machine, not a wait.
  }, 120_000);

  it("refuses a tampered or expired link (403), another export's id under this signature (403), and an expired export (404)", async () => {
    const a = await createUser();
    const b = await createUser();
    const aId = (await requestExport(a.token)).json.data.id as string;
    const bId = (await requestExport(b.token)).json.data.id as string;
    await runJob(aId);
    await runJob(bId);
    const aLink = (await listExports(a.token)).json.data.data[0].download_url as string;
    const bLink = (await listExports(b.token)).json.data.data[0].download_url as string;
    expect((await download(aLink)).status).toBe(200);

    const tampered = new URL(aLink);
    tampered.searchParams.set("signature", tampered.searchParams.get("signature")!.replace(/.$/, (c) => (c === "0" ? "1" : "0")));
    expect((await download(tampered.toString())).status).toBe(403);
    const longer = new URL(aLink);
    longer.searchParams.set("expires", String(Number(longer.searchParams.get("expires")) + 3600));
    expect((await download(longer.toString())).status).toBe(403);
    // B cannot reach A's export with B's own link (the signature covers the id), nor list it.
    expect((await download(bLink.replace(bId, aId))).status).toBe(403);
    expect(((await listExports(b.token)).json.data.data as { id: string }[]).map((e) => e.id)).toEqual([bId]);
    // A link past its time.
    const stale = await download(signedUrl(exportDownloadPath(aId), -60));
    expect(stale.status).toBe(403);
    expect(stale.json.message).toMatch(/expired/);
    // The export past its 7 days: its link is refused even while signed, the list says expired.
    const db = await getDb();
    await db.dataExport.update({ where: { id: aId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await download(aLink)).status).toBe(404);
    expect((await listExports(a.token)).json.data.data[0]).toMatchObject({ status: "expired", download_url: null });
  });

  it("the purge job removes expired exports and their ZIPs", async () => {
    const u = await createUser();
    const id = (await requestExport(u.token)).json.data.id as string;
    await runJob(id);
    const key = exportKey(u.user.id, id);
    await (await fileStore().get(key)).destroy();
    const db = await getDb();
    await db.dataExport.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const counts = await purgeExpired();
    expect(counts.data_exports).toBeGreaterThanOrEqual(1);
    expect(await db.dataExport.count({ where: { id } })).toBe(0);
    await expect(fileStore().get(key)).rejects.toMatchObject({ name: "MissingFileError" });
  });

  it("closing the account deletes its exports (rows and ZIPs) and its known devices", async () => {
    const { deleteAccount } = await import("@/lib/users/account-security");
    const { noteSignIn } = await import("@/lib/auth/new-device");
    const u = await createUser();
    await noteSignIn(u.user.id, { ip: "203.0.113.1", userAgent: "Firefox" });
    const id = (await requestExport(u.token)).json.data.id as string;
    await runJob(id);
    await deleteAccount(u.user.id, u.password);
    const db = await getDb();
    expect(await db.dataExport.count({ where: { userId: u.user.id } })).toBe(0);
    expect(await db.knownDevice.count({ where: { userId: u.user.id } })).toBe(0);
    await expect(fileStore().get(exportKey(u.user.id, id))).rejects.toMatchObject({ name: "MissingFileError" });
  });

  it("a new export after the pending one is done counts against a daily limit (429)", async () => {
    const u = await createUser();
    const db = await getDb();
    for (let i = 0; i < 3; i++) {
      const res = await requestExport(u.token);
      expect(res.status).toBe(202);
      await db.dataExport.update({ where: { id: res.json.data.id }, data: { status: "failed" } });
    }
    const limited = await requestExport(u.token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    await mailsSettled();
    expect(await mailsTo(u.user.email, "data_export")).toHaveLength(0);
  });
});
