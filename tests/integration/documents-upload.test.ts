import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as documents from "@/app/api/v1/diver/documents/route";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { jpegWithExif, pdfBytes, pdfOfSize, pngBytes, upload, DOCUMENTS_PATH } from "@/tests/support/document-factories";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser } from "@/tests/support/factories";
import { BASE_URL, call, freshIp } from "@/tests/support/http";

const MiB = 1024 * 1024;
const storedRow = async (id: number) => (await getDb()).document.findUniqueOrThrow({ where: { id } });
const storedBytes = (key: string) => readFile(path.join(env().uploadDir, ...key.split("/")));

describe("POST /diver/documents", () => {
  it("stores a PDF under a generated name, keeps the cleaned original name and the SHA-256, answers 201", async () => {
    const diver = await createUser();
    const pdf = await pdfBytes();
    const res = await upload(documents.POST, diver.token, [
      { name: "kind", value: "license" },
      { name: "title", value: "  Other agency card  " },
      { name: "expires_on", value: "2028-03-31" },
      { name: "file", filename: "../../Open Water card.pdf", type: "application/pdf", data: pdf },
    ]);
    expect(res.status).toBe(201);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const doc = res.json.data;
    expect(doc).toMatchObject({
      kind: "license", title: "Other agency card", file_name: "Open Water card.pdf", mime_type: "application/pdf",
      size: pdf.length, source: "own", status: "pending", expires_on: "2028-03-31",
      download_url: `${BASE_URL}${DOCUMENTS_PATH}/${doc.id}/file`,
    });
    expect(doc.uploaded_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
    const row = await storedRow(doc.id);
    expect(row.storageKey).toMatch(/^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(row.storageKey).not.toContain("Open");
    expect(row.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
    expect(Buffer.compare(await storedBytes(row.storageKey), pdf)).toBe(0);
  });

  it("decides the type by the bytes: a PNG named .pdf and declared as PDF is stored as a PNG", async () => {
    const diver = await createUser();
    const res = await upload(documents.POST, diver.token, [
      { name: "kind", value: "general" },
      { name: "file", filename: "scan.pdf", type: "application/pdf", data: await pngBytes() },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ mime_type: "image/png", file_name: "scan.png", title: "scan" });
    expect((await storedRow(res.json.data.id)).storageKey).toMatch(/\.png$/);
  });

  it.each([
    ["a shell script named .png", "run.png", "image/png", Buffer.from("#!/bin/sh\nrm -rf /\n")],
    ["HTML named .png", "page.png", "image/png", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["a GIF", "anim.gif", "image/gif", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")],
    ["a ZIP named .pdf", "x.pdf", "application/pdf", Buffer.from("PK\x03\x04\x14\x00\x00\x00\x08\x00", "latin1")],
  ])("refuses %s with 422 errors.file, storing nothing", async (_what, filename, type, data) => {
    const diver = await createUser();
    const res = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename, type, data }]);
    expectErrorEnvelope(res, 422);
    expect(res.json.errors.file).toEqual(["The file must be a PDF, JPEG or PNG document."]);
    expect(await (await getDb()).document.count({ where: { userId: diver.user.id } })).toBe(0);
  });

  it("refuses an empty file, a form without a file and an image that does not decode (422 errors.file)", async () => {
    const diver = await createUser();
    const empty = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename: "a.pdf", data: Buffer.alloc(0) }]);
    expectErrorEnvelope(empty, 422);
    expect(empty.json.errors.file).toEqual(["The file is empty."]);
    const none = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }]);
    expect(none.status).toBe(422);
    expect(none.json.errors.file).toEqual(["The file field is required."]);
    const wrongField = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "attachment", filename: "a.pdf", data: await pdfBytes() }]);
    expect(wrongField.json.errors.file).toEqual(["The file field is required."]);
    const png = await pngBytes();
    const broken = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename: "a.png", data: png.subarray(0, 40) }]);
    expect(broken.status).toBe(422);
    expect(broken.json.errors.file).toEqual(["The image could not be read."]);
  });

  it("refuses an image that declares more pixels than any scan needs before decoding it (a small file, a huge bitmap)", async () => {
    const diver = await createUser();
    // 110 megapixels of one colour: about 600 KB as JPEG, over 300 MB once decoded.
    const bomb = await sharp({ create: { width: 11_000, height: 10_000, channels: 3, background: { r: 0, g: 0, b: 0 } } }).jpeg().toBuffer();
    expect(bomb.length).toBeLessThan(MiB);
    const res = await upload(documents.POST, diver.token, [{ name: "kind", value: "license" }, { name: "file", filename: "card.jpg", data: bomb }]);
    expectErrorEnvelope(res, 422);
    expect(res.json.errors.file).toEqual(["The image has too many pixels (at most 100 megapixels)."]);
    expect(await (await getDb()).document.count({ where: { userId: diver.user.id } })).toBe(0);
  });

  it("refuses a NUL character in a text field with 422, not a database error", async () => {
    const diver = await createUser();
    const res = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "title", value: "a\u0000b" }, { name: "file", filename: "a.pdf", data: await pdfBytes() }]);
    expectErrorEnvelope(res, 422);
    expect(res.json.errors.title).toBeDefined();
  });

  it("validates the fields: kind required and one of the five, expires_on a real Y-m-d date", async () => {
    const diver = await createUser();
    const file = { name: "file", filename: "a.pdf", data: await pdfBytes() };
    const wrong = await upload(documents.POST, diver.token, [{ name: "kind", value: "passport" }, file]);
    expectErrorEnvelope(wrong, 422);
    expect(wrong.json.errors.kind[0]).toMatch(/^The kind must be one of: general, license, medical_certificate/);
    const missing = await upload(documents.POST, diver.token, [file]);
    expect(Object.keys(missing.json.errors)).toEqual(["kind"]);
    const date = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "expires_on", value: "2027-02-30" }, file]);
    expect(date.json.errors.expires_on).toEqual(["The date is not a valid date."]);
    const nul = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "title", value: "a\0b" }, file]);
    expect(nul.json.errors.title).toBeDefined();
  });

  it("strips EXIF and GPS from a JPEG and applies its orientation", async () => {
    const diver = await createUser();
    const jpeg = await jpegWithExif();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(jpeg.includes(Buffer.from("Secret Model X"))).toBe(true);
    const res = await upload(documents.POST, diver.token, [{ name: "kind", value: "medical_certificate" }, { name: "file", filename: "cert.jpg", type: "image/jpeg", data: jpeg }]);
    expect(res.status).toBe(201);
    const row = await storedRow(res.json.data.id);
    const stored = await storedBytes(row.storageKey);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("Secret Model X"))).toBe(false);
    expect(stored.includes(Buffer.from("DiveCam"))).toBe(false);
    // Orientation 6 is a quarter turn: 60×20 becomes 20×60.
    expect([meta.width, meta.height]).toEqual([20, 60]);
    expect(res.json.data.size).toBe(stored.length);
    expect(row.sha256).toBe(createHash("sha256").update(stored).digest("hex"));
  });

  it("strips PNG text chunks", async () => {
    const diver = await createUser();
    const png = await sharp(await pngBytes()).png().withMetadata({ exif: { IFD0: { Copyright: "Leaky Text Chunk" } } }).toBuffer();
    expect(png.includes(Buffer.from("Leaky Text Chunk"))).toBe(true);
    const res = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename: "p.png", data: png }]);
    expect(res.status).toBe(201);
    const stored = await storedBytes((await storedRow(res.json.data.id)).storageKey);
    expect(stored.includes(Buffer.from("Leaky Text Chunk"))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it("accepts exactly 10 MiB and refuses one byte more with 413", async () => {
    const diver = await createUser();
    const exact = await pdfOfSize(10 * MiB);
    expect(exact.length).toBe(10 * MiB);
    const ok = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename: "big.pdf", data: exact }]);
    expect(ok.status).toBe(201);
    expect(ok.json.data.size).toBe(10 * MiB);
    const over = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename: "big.pdf", data: Buffer.concat([exact, Buffer.from("x")]) }]);
    expectErrorEnvelope(over, 413);
    expect(await (await getDb()).document.count({ where: { userId: diver.user.id } })).toBe(1);
  });

  it("refuses a declared Content-Length over the limit before reading, and answers a long body without length while it still arrives", async () => {
    const diver = await createUser();
    const declared = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }], { "content-length": String(50 * MiB) });
    expectErrorEnvelope(declared, 413);

    // A 40 MiB body without Content-Length: the 413 comes once the file passes 10 MiB, while
    // the client is still sending (what follows is read and dropped, never kept).
    let pulled = 0;
    const boundary = "----endless";
    const fileStart = "%PDF-1.7\n";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ngeneral\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\n${fileStart}`);
    const chunk = Buffer.alloc(256 * 1024, "y");
    const body = new ReadableStream<Uint8Array>({
      start(c) { c.enqueue(new Uint8Array(head)); },
      // Paced like a network, so "pulled when the answer came" measures what the reader took.
      async pull(c) {
        await new Promise((r) => setTimeout(r, 5));
        pulled += chunk.length;
        if (pulled > 40 * MiB) c.close();
        else c.enqueue(new Uint8Array(chunk));
      },
    });
    const req = new Request(`${BASE_URL}${DOCUMENTS_PATH}`, {
      method: "POST", body, duplex: "half",
      headers: { authorization: `Bearer ${diver.token}`, "content-type": `multipart/form-data; boundary=${boundary}`, "x-forwarded-for": freshIp() },
    } as RequestInit);
    const res = await documents.POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    // The file's bytes are its first line plus every chunk pulled: over 10 MiB before the 413.
    expect(fileStart.length + pulled).toBeGreaterThan(10 * MiB);
    expect(pulled).toBeLessThan(30 * MiB);
  });

  it("refuses a JSON body with 415 and a broken multipart body with 422, never 500", async () => {
    const diver = await createUser();
    const json = await call(documents.POST, { method: "POST", path: DOCUMENTS_PATH, token: diver.token, body: { kind: "general" } });
    expectErrorEnvelope(json, 415);
    const noBoundary = await call(documents.POST, { method: "POST", path: DOCUMENTS_PATH, token: diver.token, body: "x", headers: { "content-type": "multipart/form-data; charset=utf-8" } });
    expectErrorEnvelope(noBoundary, 422);
    const truncated = await call(documents.POST, { method: "POST", path: DOCUMENTS_PATH, token: diver.token, body: "------b\r\nContent-Disposition: form-data; name=\"kind\"\r\n\r\ngen", headers: { "content-type": "multipart/form-data; boundary=----b" } });
    expectErrorEnvelope(truncated, 422);
  });

  it("needs a verified account, and counts uploads in their own rate limit", async () => {
    const file = { name: "file", filename: "a.pdf", data: await pdfBytes() };
    const anonymous = await call(documents.POST, { method: "POST", path: DOCUMENTS_PATH, body: "x", headers: { "content-type": "multipart/form-data; boundary=x" } });
    expectErrorEnvelope(anonymous, 401);
    const unverified = await createUser({ verified: false });
    expectErrorEnvelope(await upload(documents.POST, unverified.token, [{ name: "kind", value: "general" }, file]), 403);
    const diver = await createUser();
    const db = await getDb();
    await db.rateLimitBucket.create({ data: { key: `upload:u${diver.user.id}`, count: 30, windowStart: new Date(), expiresAt: new Date(Date.now() + 3600_000) } });
    const limited = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, file]);
    expectErrorEnvelope(limited, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
