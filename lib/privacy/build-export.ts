import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";
import { getDb } from "@/lib/db/client";
import { fileStore } from "@/lib/documents/storage/file-store";
import { normaliseLanguage } from "@/lib/i18n/language";
import type { JobContext } from "@/lib/jobs/task";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail/send-mail";
import { dataExportReadyMail } from "@/lib/mail/templates";
import { exportDownloadUrl } from "@/lib/privacy/export-links";
import { exportEntries, type ExportEntry } from "@/lib/privacy/export-records";
import { EXPORT_TTL_DAYS } from "@/lib/privacy/schema";
import { securityEventEntries } from "@/lib/privacy/security-event-entries";

// The export-data job: every entry is streamed into a ZIP (yazl) written to a temporary file,
// which then streams into the file store (disk or S3; S3 needs the length up front, which a ZIP
// being written cannot give). Then the export is ready and its signed link is mailed.

const README = `DiveCert data export

This archive holds every record DiveCert keeps about your account (GDPR articles 15 and 20):
- account/: your user resource (as the app shows it), professional membership, sessions,
  known devices (network only) and the e-mails we sent you
- dive-logs/: your dive logs as JSON and as UDDF 3.2 (with dive profiles), for other logbooks
- courses/: your course logs with every quiz and exam attempt and skill sign-off
- certifications/, orders/, medical/, recognitions/, sync/: those records as stored
- documents/: your uploaded documents (documents.json describes them; files/ holds the files)
- forms/: your form signatures and each signed form as PDF
- security/: the security events of your account (sign-ins, second-factor changes, ...)
Dates are UTC (ISO 8601).
`;

export const exportKey = (userId: number, id: string) => `exports/${userId}/${id}.zip`;

/** Writes the entries as a ZIP to `file`; each source opens only when the writer reaches it. */
export async function writeZip(entries: ExportEntry[], file: string, mtime = new Date()): Promise<void> {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(file, { flags: "wx" }));
  const failures: Error[] = [];
  zip.addBuffer(Buffer.from(README), "README.txt", { mtime });
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { mtime }, (cb) => {
      entry.open().then(
        (stream) => {
          stream.once("error", (e) => failures.push(e));
          cb(null, stream);
        },
        (e: Error) => {
          failures.push(e);
          cb(e, undefined as never);
        },
      );
    });
  }
  zip.end();
  await written;
  if (failures.length) throw failures[0]!;
}

export async function buildExport(exportId: string, job?: JobContext): Promise<void> {
  const db = await getDb();
  const row = await db.dataExport.findUnique({
    where: { id: exportId },
    select: { id: true, userId: true, status: true, user: { select: { email: true, firstName: true, defaultLanguage: true } } },
  });
  // Gone (account erased) or done (a retried job after success): nothing to do.
  if (!row || row.status !== "pending") return;
  const lang = normaliseLanguage(row.user.defaultLanguage) ?? "en";
  const dir = await mkdtemp(path.join(os.tmpdir(), "divecert-export-"));
  const file = path.join(dir, "export.zip");
  try {
    await writeZip(await exportEntries(row.userId, lang, await securityEventEntries(row.userId)), file);
    const { size } = await stat(file);
    const key = exportKey(row.userId, row.id);
    await fileStore().put(key, { body: createReadStream(file), size, contentType: "application/zip" });
    const now = new Date();
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000);
    const done = await db.dataExport.updateMany({
      where: { id: row.id, status: "pending" },
      data: { status: "ready", storageKey: key, size: BigInt(size), readyAt: now, expiresAt, error: null },
    });
    if (done.count !== 1) {
      await fileStore().delete(key);
      return;
    }
    const url = exportDownloadUrl(row.id, expiresAt, now.getTime());
    await sendMail({ to: row.user.email, kind: "data_export", ...dataExportReadyMail({ firstName: row.user.firstName, lang, url, days: EXPORT_TTL_DAYS }) });
    logger.info("data export ready", { export_id: row.id, size });
  } catch (e) {
    logger.error("data export failed", { export_id: row.id, attempt: job?.attempt, error: (e as Error).message });
    // The last attempt marks it failed, so the account can ask again (one pending at a time).
    if (!job || job.attempt >= job.maxAttempts) {
      await db.dataExport.updateMany({ where: { id: row.id, status: "pending" }, data: { status: "failed", error: (e as Error).message.slice(0, 500) } });
    }
    throw e;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Exports past their 7 days (and failed ones a week old) go, files first (the purge job). */
export async function purgeExpiredExports(now = new Date()): Promise<number> {
  const db = await getDb();
  const weekAgo = new Date(now.getTime() - EXPORT_TTL_DAYS * 86_400_000);
  const rows = await db.dataExport.findMany({
    where: { OR: [{ expiresAt: { lt: now } }, { status: "failed", createdAt: { lt: weekAgo } }] },
    select: { id: true, storageKey: true },
    take: 1000,
  });
  for (const r of rows) if (r.storageKey) await fileStore().delete(r.storageKey);
  return (await db.dataExport.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } })).count;
}

/** Account erasure: the ZIPs hold personal data, so they go with it. */
export async function deleteExportsOf(userId: number): Promise<void> {
  const db = await getDb();
  const rows = await db.dataExport.findMany({ where: { userId }, select: { id: true, storageKey: true } });
  for (const r of rows) if (r.storageKey) await fileStore().delete(r.storageKey);
  await db.dataExport.deleteMany({ where: { userId } });
}

