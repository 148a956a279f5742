import { rm } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import * as documents from "@/app/api/v1/diver/documents/route";
import { getDb } from "@/lib/db/client";
import { sha256Of } from "@/lib/documents/prepare-file";
import { wrap } from "@/lib/documents/render-pdf";
import { fileStore } from "@/lib/documents/storage/file-store";
import { env } from "@/lib/env";
import { organisationDocuments, seedOrganisationDocuments } from "@/prisma/seed/organisation-documents/index";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const bytesOf = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const c of await fileStore().get(key)) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
};

describe("organisation documents (seed)", () => {
  it("generates multi-page PDFs, stores them, publishes them to every diver; a second run changes nothing", async () => {
    const db = await getDb();
    expect(await seedOrganisationDocuments(db)).toBe(2);
    const first = await db.document.findMany({ where: { userId: null }, orderBy: { id: "asc" } });
    expect(first.map((d) => d.title)).toEqual(["DiveCert Training Standards", "DiveCert Diver Manual"]);
    for (const row of first) {
      expect(row).toMatchObject({ published: true, mimeType: "application/pdf", status: null, kind: "general" });
      const bytes = await bytesOf(row.storageKey);
      expect(bytes.length).toBe(row.size);
      expect(sha256Of(bytes)).toBe(row.sha256);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(row.title);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    }
    await seedOrganisationDocuments(db);
    const again = await db.document.findMany({ where: { userId: null }, orderBy: { id: "asc" } });
    expect(again).toEqual(first);

    const diver = await createUser();
    const list = await call(documents.GET, { path: "/api/v1/diver/documents", token: diver.token });
    expect(list.json.data.data.filter((d: { source: string }) => d.source === "organisation")).toHaveLength(2);
  });

  it("writes the bytes again when the store lost them, with the same content", async () => {
    const db = await getDb();
    await seedOrganisationDocuments(db);
    const [doc] = organisationDocuments;
    const row = await db.document.findUniqueOrThrow({ where: { storageKey: doc!.key } });
    await rm(path.join(env().uploadDir, ...doc!.key.split("/")));
    await seedOrganisationDocuments(db);
    expect(sha256Of(await bytesOf(doc!.key))).toBe(row.sha256);
    expect(await db.document.count({ where: { storageKey: doc!.key } })).toBe(1);
  });

  it("wraps text within the width, keeping every word", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont("Helvetica");
    const text = "Ascend no faster than nine metres per minute and make a safety stop of three minutes at five metres.";
    const lines = wrap(text, font, 11, 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(font.widthOfTextAtSize(l, 11)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe(text);
  });
});
