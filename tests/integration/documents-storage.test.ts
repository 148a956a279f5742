import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as file from "@/app/api/v1/diver/documents/[id]/file/route";
import * as item from "@/app/api/v1/diver/documents/[id]/route";
import * as documents from "@/app/api/v1/diver/documents/route";
import { getDb } from "@/lib/db/client";
import { DiskStore } from "@/lib/documents/storage/disk-store";
import { S3Store } from "@/lib/documents/storage/s3-store";
import { MissingFileError, type FileStore } from "@/lib/documents/storage/store";
import { env, parseEnv, setEnvForTests } from "@/lib/env";
import { pdfBytes, upload } from "@/tests/support/document-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// One suite for every FileStore: the local disk, and S3 through the AWS SDK against a real
// S3-compatible server (s3rver) on loopback.

const BUCKET = "divecert-test";
let server: S3rver;
let endpoint = "";

beforeAll(async () => {
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: mkdtempSync(path.join(os.tmpdir(), "divecert-s3rver-")), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
});

const s3Settings = () => ({ bucket: BUCKET, endpoint, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });

const stores: [string, () => FileStore][] = [
  ["disk", () => new DiskStore(mkdtempSync(path.join(os.tmpdir(), "divecert-store-")))],
  ["s3 (s3rver)", () => new S3Store(s3Settings())],
];

describe.each(stores)("FileStore: %s", (_name, make) => {
  it("puts a buffer and gets the same bytes back as a stream", async () => {
    const store = make();
    const bytes = Buffer.from("%PDF-1.7 hello \u00e9\n");
    await store.put("documents/2026/11/a.pdf", { body: bytes, size: bytes.length, contentType: "application/pdf" });
    const stream = await store.get("documents/2026/11/a.pdf");
    expect(stream).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it("puts a stream of known length (several chunks)", async () => {
    const store = make();
    const parts = ["a".repeat(70_000), "b".repeat(70_000), "c"];
    await store.put("documents/s.bin", { body: Readable.from(parts.map((p) => Buffer.from(p))), size: 140_001, contentType: "application/pdf" });
    expect(await text(await store.get("documents/s.bin"))).toBe(parts.join(""));
  });

  it("deletes one key, leaves the others, and deletes idempotently", async () => {
    const store = make();
    const put = (key: string, v: string) => store.put(key, { body: Buffer.from(v), size: v.length, contentType: "image/png" });
    await put("documents/one.png", "one");
    await put("documents/two.png", "two");
    await store.delete("documents/one.png");
    await store.delete("documents/one.png");
    await expect(store.get("documents/one.png")).rejects.toBeInstanceOf(MissingFileError);
    expect(await text(await store.get("documents/two.png"))).toBe("two");
  });

  it("reports a missing key as MissingFileError", async () => {
    await expect(make().get("documents/never.pdf")).rejects.toBeInstanceOf(MissingFileError);
  });

  it("refuses keys that could leave the store's root", async () => {
    const store = make();
    for (const key of ["../etc/passwd", "/abs.pdf", "documents/../../x", "Documents/X.pdf", "a//b"]) {
      await expect(store.put(key, { body: Buffer.from("x"), size: 1, contentType: "application/pdf" })).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe("the documents routes on S3 storage", () => {
  it("uploads, downloads and deletes through S3 when S3_BUCKET is set", async () => {
    const before = env();
    setEnvForTests(parseEnv({
      NODE_ENV: "test", APP_URL: before.appUrl, DATA_DIR: before.dataDir, AUTH_SECRET: before.authSecret, LOG_LEVEL: "silent",
      S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER",
    }));
    try {
      expect(env().s3).toMatchObject({ bucket: BUCKET, forcePathStyle: true, region: "us-east-1" });
      const diver = await createUser();
      const pdf = await pdfBytes("in the bucket");
      const created = await upload(documents.POST, diver.token, [{ name: "kind", value: "general" }, { name: "file", filename: "b.pdf", data: pdf }]);
      expect(created.status).toBe(201);
      const id = String(created.json.data.id);
      const store = new S3Store(s3Settings());
      const res = await file.GET(new Request(`http://localhost:3000/api/v1/diver/documents/${id}/file`, { headers: { authorization: `Bearer ${diver.token}` } }), { params: Promise.resolve({ id }) });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
      expect((await call(item.DELETE, { method: "DELETE", path: `/api/v1/diver/documents/${id}`, token: diver.token, params: { id } })).status).toBe(200);
      const row = await (await getDb()).document.findUniqueOrThrow({ where: { id: Number(id) } });
      await expect(store.get(row.storageKey)).rejects.toBeInstanceOf(MissingFileError);
    } finally {
      setEnvForTests(before);
    }
  });

  it("needs both S3 keys or neither", () => {
    expect(() => parseEnv({ AUTH_SECRET: "x".repeat(40), S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(parseEnv({ AUTH_SECRET: "x".repeat(40), S3_BUCKET: "b" }).s3).toMatchObject({ forcePathStyle: false, accessKeyId: undefined });
    expect(parseEnv({ AUTH_SECRET: "x".repeat(40), DATA_DIR: "/srv/dc" })).toMatchObject({ s3: undefined, uploadDir: "/srv/dc/uploads" });
  });
});
