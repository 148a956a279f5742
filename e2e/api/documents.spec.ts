import { expect, test } from "@/e2e/support/contract";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { ADMIN, apiToken, bearer, DEMO, newVerifiedDiver } from "@/e2e/support/session";

// Documents over HTTP against `npm start`: multipart upload, download, delete, the published
// organisation documents, and staff review, each test with its own uploads.

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 50, y: 700, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

const png = () => sharp({ create: { width: 30, height: 30, channels: 3, background: "#0a7" } }).png().toBuffer();

test.describe("documents API", () => {
  test("upload a PDF, list it after the organisation documents, download the same bytes, delete it", async ({ request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const bytes = await pdf("e2e licence");
    const up = await request.post("/api/v1/diver/documents", {
      headers: bearer(token),
      multipart: { kind: "license", title: "E2E licence", expires_on: "2030-01-31", file: { name: "licence.pdf", mimeType: "application/pdf", buffer: bytes } },
    });
    expect(up.status(), await up.text()).toBe(201);
    const doc = (await up.json()).data;
    expect(doc).toMatchObject({ kind: "license", title: "E2E licence", file_name: "licence.pdf", mime_type: "application/pdf", size: bytes.length, source: "own", status: "pending", expires_on: "2030-01-31" });

    const list = await request.get("/api/v1/diver/documents?per_page=100", { headers: bearer(token) });
    expect(list.status()).toBe(200);
    const items = (await list.json()).data.data as { id: number; source: string; title: string; download_url: string }[];
    expect(items.slice(0, 2).map((d) => d.title).sort()).toEqual(["DiveCert Diver Manual", "DiveCert Training Standards"]);
    expect(items.find((d) => d.id === doc.id)).toBeTruthy();

    const file = await request.get(new URL(doc.download_url).pathname, { headers: bearer(token) });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="licence\.pdf"; filename\*=UTF-8''licence\.pdf$/);
    expect(Buffer.compare(await file.body(), bytes)).toBe(0);

    const manual = items.find((d) => d.title === "DiveCert Diver Manual")!;
    const manualFile = await request.get(new URL(manual.download_url).pathname, { headers: bearer(token) });
    expect(manualFile.status()).toBe(200);
    expect((await manualFile.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const del = await request.delete(`/api/v1/diver/documents/${doc.id}`, { headers: bearer(token) });
    expect(del.status()).toBe(200);
    expect((await del.json()).data).toBeNull();
    expect((await request.get(`/api/v1/diver/documents/${doc.id}/file`, { headers: bearer(token) })).status()).toBe(404);
  });

  test("the type is decided by the bytes; wrong types, missing files and bad kinds are 422; over 10 MiB is 413", async ({ request }) => {
    const token = await apiToken(request, DEMO.email, DEMO.password);
    const post = (multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) =>
      request.post("/api/v1/diver/documents", { headers: bearer(token), multipart });
    const renamed = await post({ kind: "general", file: { name: "scan.pdf", mimeType: "application/pdf", buffer: await png() } });
    expect(renamed.status()).toBe(201);
    const renamedDoc = (await renamed.json()).data;
    expect(renamedDoc).toMatchObject({ mime_type: "image/png", file_name: "scan.png" });
    await request.delete(`/api/v1/diver/documents/${renamedDoc.id}`, { headers: bearer(token) });

    const script = await post({ kind: "general", file: { name: "run.png", mimeType: "image/png", buffer: Buffer.from("#!/bin/sh\necho hi\n") } });
    expect(script.status()).toBe(422);
    expect((await script.json()).errors.file).toEqual(["The file must be a PDF, JPEG or PNG document."]);
    const none = await post({ kind: "general" });
    expect(none.status()).toBe(422);
    expect((await none.json()).errors.file).toBeTruthy();
    const kind = await post({ kind: "passport", file: { name: "a.pdf", mimeType: "application/pdf", buffer: await pdf("x") } });
    expect(kind.status()).toBe(422);
    expect((await kind.json()).errors.kind).toBeTruthy();
    const big = await post({ kind: "general", file: { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.concat([await pdf("big"), Buffer.alloc(10 * 1024 * 1024, 0x20)]) } });
    expect(big.status()).toBe(413);
  });

  test("another diver's document is 404; staff accept it, and a second decision is 409", async ({ request }) => {
    const other = await newVerifiedDiver(request, "e2e-docs");
    const otherToken = await apiToken(request, other.email, other.password);
    const demoToken = await apiToken(request, DEMO.email, DEMO.password);
    const admin = await apiToken(request, ADMIN.email, ADMIN.password);
    const up = await request.post("/api/v1/diver/documents", { headers: bearer(otherToken), multipart: { kind: "professional_insurance", file: { name: "ins.pdf", mimeType: "application/pdf", buffer: await pdf("insurance") } } });
    expect(up.status()).toBe(201);
    const id = (await up.json()).data.id as number;
    expect((await request.get(`/api/v1/diver/documents/${id}/file`, { headers: bearer(demoToken) })).status()).toBe(404);
    expect((await request.delete(`/api/v1/diver/documents/${id}`, { headers: bearer(demoToken) })).status()).toBe(404);
    expect((await request.post(`/api/v1/admin/documents/${id}/accept`, { headers: bearer(demoToken) })).status()).toBe(403);

    const pending = await request.get("/api/v1/admin/documents?status=pending&per_page=100", { headers: bearer(admin) });
    expect(((await pending.json()).data.data as { id: number }[]).some((d) => d.id === id)).toBe(true);
    const accepted = await request.post(`/api/v1/admin/documents/${id}/accept`, { headers: bearer(admin) });
    expect(accepted.status()).toBe(200);
    expect((await accepted.json()).data).toMatchObject({ id, status: "accepted", diver: { email: other.email } });
    expect((await request.post(`/api/v1/admin/documents/${id}/reject`, { headers: bearer(admin), data: { reason: "Too late now" } })).status()).toBe(409);
    const mine = await request.get("/api/v1/diver/documents?per_page=100", { headers: bearer(otherToken) });
    expect(((await mine.json()).data.data as { id: number; status: string }[]).find((d) => d.id === id)?.status).toBe("accepted");
  });
});
