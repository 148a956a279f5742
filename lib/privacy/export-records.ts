import { Readable } from "node:stream";
import { getDb } from "@/lib/db/client";
import { diveLogPages } from "@/lib/dive-logs/export-pages";
import { uddfChunks } from "@/lib/dive-logs/export-uddf";
import { toDiveLogRecord } from "@/lib/dive-logs/serializers";
import { fileStore } from "@/lib/documents/storage/file-store";
import { MissingFileError } from "@/lib/documents/storage/store";
import { findForm, versionOf } from "@/lib/forms/catalogue";
import { renderFormPdf } from "@/lib/forms/render-form-pdf";
import type { Lang } from "@/lib/i18n/language";
import { logger } from "@/lib/log";
import { loadUserRow } from "@/lib/users/get-profile";
import { fullNameOf, toUserResource } from "@/lib/users/serializers";

// What a data export holds (decision 0026): every record the service keeps about the account,
// as JSON (rows as stored, secrets left out), the dive logs also as UDDF with their profiles,
// and the files themselves. Each entry opens its source only when the ZIP writer reaches it,
// and large sources (dive logs, stored files) stream: memory stays flat whatever the account holds.

export type ExportEntry = { name: string; open: () => Promise<Readable> };

/** JSON for rows: dates as ISO text, big integers as text, byte arrays left out. */
export function toJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === "bigint") return v.toString();
      if (v instanceof Uint8Array) return undefined;
      return v;
    },
    2,
  );
}

const json = (name: string, load: () => Promise<unknown>): ExportEntry => ({
  name,
  open: async () => Readable.from([toJson(await load())]),
});

/** A JSON array written page by page. */
async function* diveLogJson(userId: number): AsyncGenerator<string> {
  yield "[";
  let first = true;
  for await (const page of diveLogPages(userId)) {
    for (const row of page) {
      yield `${first ? "\n" : ",\n"}${toJson(toDiveLogRecord(row))}`;
      first = false;
    }
  }
  yield first ? "]\n" : "\n]\n";
}

/** A file name that stays inside its folder of the ZIP and tells documents apart. */
export const safeEntryName = (id: number, fileName: string) =>
  `${id}-${fileName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "_").replace(/^\.+/, "_").slice(0, 120) || "file"}`;

export async function exportEntries(userId: number, lang: Lang, extra: ExportEntry[] = []): Promise<ExportEntry[]> {
  const db = await getDb();
  const documents = await db.document.findMany({
    where: { userId },
    orderBy: { id: "asc" },
    select: {
      id: true, kind: true, title: true, fileName: true, mimeType: true, size: true, sha256: true, storageKey: true, status: true,
      expiresOn: true, reviewedAt: true, rejectionReason: true, uploadedAt: true, deletedAt: true,
    },
  });
  const signatures = await db.formSignature.findMany({ where: { userId }, orderBy: { id: "asc" } });

  const entries: ExportEntry[] = [
    json("account/user.json", async () => toUserResource(await loadUserRow(userId), lang)),
    json("account/professional-membership.json", () => db.professionalMembership.findUnique({ where: { userId } })),
    json("account/sessions.json", () =>
      db.refreshToken.findMany({
        where: { userId },
        orderBy: { createdAt: "asc" },
        select: { familyId: true, kind: true, deviceName: true, userAgent: true, ip: true, createdAt: true, lastUsedAt: true, rotatedAt: true, revokedAt: true, expiresAt: true },
      }),
    ),
    json("account/known-devices.json", () =>
      db.knownDevice.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { network: true, firstSeenAt: true, lastSeenAt: true } }),
    ),
    json("account/emails.json", async () => {
      const { email } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
      return db.outboxEmail.findMany({ where: { to: email }, orderBy: { id: "asc" }, select: { kind: true, subject: true, status: true, createdAt: true, sentAt: true } });
    }),
    { name: "dive-logs/dive-logs.json", open: async () => Readable.from(diveLogJson(userId)) },
    { name: "dive-logs/dive-logs.uddf", open: async () => Readable.from(uddfChunks(userId)) },
    json("courses/course-logs.json", () =>
      db.courseLog.findMany({
        where: { userId },
        orderBy: { id: "asc" },
        include: {
          course: { select: { code: true, name: true, level: true } },
          attempts: { orderBy: [{ kind: "asc" }, { moduleKey: "asc" }, { attempt: "asc" }] },
          skills: { include: { skill: { select: { name: true } } }, orderBy: { id: "asc" } },
        },
      }),
    ),
    json("certifications/certifications.json", () =>
      db.certification.findMany({ where: { userId }, orderBy: { id: "asc" }, include: { course: { select: { code: true, name: true } }, recognition: true } }),
    ),
    json("orders/orders.json", () =>
      db.order.findMany({
        where: { OR: [{ userId }, { studentId: userId }] },
        orderBy: { id: "asc" },
        omit: { clientSecret: true },
        include: { course: { select: { code: true, name: true } } },
      }),
    ),
    json("documents/documents.json", async () => documents.map(({ storageKey: _key, ...d }) => ({ ...d, file: d.deletedAt ? null : `documents/files/${safeEntryName(d.id, d.fileName)}` }))),
    ...documents.filter((d) => !d.deletedAt).map((d) => ({ name: `documents/files/${safeEntryName(d.id, d.fileName)}`, open: () => storedFile(d.storageKey) })),
    json("forms/signatures.json", async () => signatures),
    ...signatures.map((s) => ({ name: `forms/${s.formCode.replace(/_/g, "-")}-v${s.version}-signed.pdf`, open: () => signedFormPdf(s, lang) })),
    json("medical/submissions.json", () => db.medicalSubmission.findMany({ where: { userId }, orderBy: { id: "asc" } })),
    json("recognitions/recognitions.json", () => db.recognition.findMany({ where: { userId }, orderBy: { id: "asc" } })),
    json("sync/devices.json", () => db.syncClient.findMany({ where: { userId }, orderBy: { id: "asc" } })),
    json("sync/conflicts.json", () => db.syncConflict.findMany({ where: { userId }, orderBy: { id: "asc" } })),
    ...extra,
  ];
  return entries;
}

/** The stored bytes, streamed; bytes lost from the store become a note instead of failing the export. */
async function storedFile(key: string): Promise<Readable> {
  try {
    return await fileStore().get(key);
  } catch (e) {
    if (!(e instanceof MissingFileError)) throw e;
    logger.error("export: document bytes missing", { key });
    return Readable.from(["This file is no longer in storage.\n"]);
  }
}

async function signedFormPdf(
  s: { formCode: string; version: number; signedName: string; signedAt: Date; signedBy: "diver" | "guardian"; textSha256: string; userId: number },
  lang: Lang,
): Promise<Readable> {
  const form = findForm(s.formCode);
  const version = versionOf(form, s.version);
  if (!version) return Readable.from([`Form ${s.formCode} version ${s.version} is no longer in the catalogue.\n`]);
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: s.userId }, select: { firstName: true, lastName: true } });
  const diverName = fullNameOf(user) ?? "";
  const bytes = await renderFormPdf(form, version, { name: s.signedName, signedAt: s.signedAt, signedBy: s.signedBy, diverName, textSha256: s.textSha256 }, lang);
  return Readable.from([Buffer.from(bytes)]);
}
