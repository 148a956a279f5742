import { access } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as item from "@/app/api/v1/diver/documents/[id]/route";
import * as file from "@/app/api/v1/diver/documents/[id]/file/route";
import * as documents from "@/app/api/v1/diver/documents/route";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createOrganisationDocument, pdfBytes, pngBytes, upload, DOCUMENTS_PATH } from "@/tests/support/document-factories";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

async function uploaded(token: string, name = "licence.pdf", kind = "license") {
  const res = await upload(documents.POST, token, [{ name: "kind", value: kind }, { name: "file", filename: name, data: await pdfBytes(name) }]);
  expect(res.status).toBe(201);
  return res.json.data as { id: number; size: number };
}
const list = (token: string, query = "") => call(documents.GET, { path: `${DOCUMENTS_PATH}${query}`, token });
const download = (token: string, id: number | string) => call(file.GET, { path: `${DOCUMENTS_PATH}/${id}/file`, token, params: { id: String(id) } });
const remove = (token: string, id: number | string) => call(item.DELETE, { method: "DELETE", path: `${DOCUMENTS_PATH}/${id}`, token, params: { id: String(id) } });
const onDisk = (key: string) => access(path.join(env().uploadDir, ...key.split("/"))).then(() => true, () => false);

describe("GET /diver/documents", () => {
  it("lists the organisation's published documents first, then the diver's own newest first, paginated", async () => {
    const diver = await createUser();
    const other = await createUser();
    const manual = await createOrganisationDocument("Diver Manual");
    await createOrganisationDocument("Draft standards", false);
    const first = await uploaded(diver.token, "first.pdf");
    const second = await uploaded(diver.token, "second.pdf");
    await uploaded(other.token, "theirs.pdf");
    const res = await list(diver.token);
    expect(res.status).toBe(200);
    const page = res.json.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 15, total: 3, last_page: 1, from: 1, to: 3 });
    expect(page.data.map((d: { id: number }) => d.id)).toEqual([manual.id, second.id, first.id]);
    expect(page.data[0]).toMatchObject({ source: "organisation", status: null, title: "Diver Manual", kind: "general" });
    expect(page.data[1]).toMatchObject({ source: "own", status: "pending", file_name: "second.pdf" });
    const paged = await list(diver.token, "?per_page=2&page=2");
    expect(paged.json.data).toMatchObject({ current_page: 2, total: 3, last_page: 2 });
    expect(paged.json.data.data.map((d: { id: number }) => d.id)).toEqual([first.id]);
    expectErrorEnvelope(await list(diver.token, "?per_page=500"), 422);
  });

  it("needs a token and a verified account", async () => {
    expectErrorEnvelope(await call(documents.GET, { path: DOCUMENTS_PATH }), 401);
    const unverified = await createUser({ verified: false });
    expectErrorEnvelope(await list(unverified.token), 403);
  });
});

describe("GET /diver/documents/{id}/file", () => {
  it("streams the owner's bytes as an attachment with its type, length and nosniff", async () => {
    const diver = await createUser();
    const png = await pngBytes();
    const created = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename: "Licença ñ.png", data: png }]);
    const res = await call(file.GET, { path: `${DOCUMENTS_PATH}/${created.json.data.id}/file`, token: diver.token, params: { id: String(created.json.data.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Licen_a _.png"; filename*=UTF-8''Licen%C3%A7a%20%C3%B1.png`);
    expect(res.headers.get("content-length")).toBe(String(created.json.data.size));
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("serves the exact stored bytes of a PDF", async () => {
    const diver = await createUser();
    const pdf = await pdfBytes("exact bytes");
    const created = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename: "e.pdf", data: pdf }]);
    const raw = await file.GET(new Request(`http://localhost:3000${DOCUMENTS_PATH}/${created.json.data.id}/file`, { headers: { authorization: `Bearer ${diver.token}` } }), { params: Promise.resolve({ id: String(created.json.data.id) }) });
    expect(Buffer.compare(Buffer.from(await raw.arrayBuffer()), pdf)).toBe(0);
  });

  it("gives organisation documents to any verified diver, and 404 for another diver's, unpublished, deleted or unknown ones", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const mine = await uploaded(owner.token);
    const manual = await createOrganisationDocument("Training Standards");
    const draft = await createOrganisationDocument("Draft", false);
    expect((await download(stranger.token, manual.id)).status).toBe(200);
    expectErrorEnvelope(await download(stranger.token, mine.id), 404);
    expectErrorEnvelope(await download(owner.token, draft.id), 404);
    expectErrorEnvelope(await download(owner.token, 999999), 404);
    expectErrorEnvelope(await download(owner.token, "abc"), 404);
    await remove(owner.token, mine.id);
    expectErrorEnvelope(await download(owner.token, mine.id), 404);
  });

  it("answers 404, not 500, when the row outlived its bytes", async () => {
    const diver = await createUser();
    const doc = await uploaded(diver.token);
    const db = await getDb();
    await db.document.update({ where: { id: doc.id }, data: { storageKey: "documents/gone/missing.pdf" } });
    expectErrorEnvelope(await download(diver.token, doc.id), 404);
  });
});

describe("DELETE /diver/documents/{id}", () => {
  it("soft-deletes the owner's document, removes its bytes, answers data: null", async () => {
    const diver = await createUser();
    const doc = await uploaded(diver.token);
    const db = await getDb();
    const { storageKey } = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(await onDisk(storageKey)).toBe(true);
    const res = await remove(diver.token, doc.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "success", message: "Document deleted.", data: null });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).deletedAt).toBeInstanceOf(Date);
    expect(await onDisk(storageKey)).toBe(false);
    expect((await list(diver.token)).json.data.data.some((d: { id: number }) => d.id === doc.id)).toBe(false);
    expectErrorEnvelope(await remove(diver.token, doc.id), 404);
  });

  it("deletes an accepted document too", async () => {
    const diver = await createUser();
    const doc = await uploaded(diver.token);
    await (await getDb()).document.update({ where: { id: doc.id }, data: { status: "accepted", reviewedAt: new Date() } });
    expect((await remove(diver.token, doc.id)).status).toBe(200);
  });

  it("refuses another diver's document and organisation documents with 404, leaving them intact", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const doc = await uploaded(owner.token);
    const manual = await createOrganisationDocument("Manual");
    expectErrorEnvelope(await remove(stranger.token, doc.id), 404);
    expectErrorEnvelope(await remove(stranger.token, manual.id), 404);
    expect((await download(owner.token, doc.id)).status).toBe(200);
    expect((await download(stranger.token, manual.id)).status).toBe(200);
  });
});
