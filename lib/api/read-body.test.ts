import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { MAX_BODY_BYTES, nulPath, readBody } from "@/lib/api/read-body";

const req = (body: BodyInit | undefined, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost:3000/api/v1/x", { method: "POST", body, headers });

async function failure(p: Promise<unknown>) {
  const e = await p.then(() => undefined, (x: unknown) => x);
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

describe("readBody", () => {
  it("parses JSON", async () => {
    expect(await readBody(req('{"a":[1,{"b":"c"}]}'), MAX_BODY_BYTES)).toEqual({ a: [1, { b: "c" }] });
  });

  it("treats an empty or blank body as {} whatever its type", async () => {
    expect(await readBody(req(undefined), MAX_BODY_BYTES)).toEqual({});
    expect(await readBody(req("  \n ", { "content-type": "text/plain" }), MAX_BODY_BYTES)).toEqual({});
  });

  it("refuses malformed JSON with a 422 on body", async () => {
    const e = await failure(readBody(req('{"a":'), MAX_BODY_BYTES));
    expect(e.code).toBe("validation");
    expect(e.extra.fields).toEqual({ body: ["The request body is not valid JSON."] });
  });

  it("refuses a non-JSON content type with 415 and accepts json variants", async () => {
    expect((await failure(readBody(req("a=b", { "content-type": "application/x-www-form-urlencoded" }), MAX_BODY_BYTES))).code).toBe(
      "unsupported_media_type",
    );
    expect(await readBody(req("{}", { "content-type": "application/merge-patch+json" }), MAX_BODY_BYTES)).toEqual({});
    // No content type at all is read as JSON (curl -d without -H).
    const bare = new Request("http://localhost:3000/api/v1/x", { method: "POST", body: new Uint8Array(Buffer.from('{"x":1}')) });
    expect(bare.headers.get("content-type")).toBeNull();
    expect(await readBody(bare, MAX_BODY_BYTES)).toEqual({ x: 1 });
  });

  it("refuses bodies over the cap, declared or actual, with 413", async () => {
    expect((await failure(readBody(req("{}", { "content-type": "application/json", "content-length": "2048" }), 1024))).code).toBe("payload_too_large");
    expect((await failure(readBody(req(`"${"x".repeat(2000)}"`), 1024))).code).toBe("payload_too_large");
    expect(await readBody(req(`"${"x".repeat(1022)}"`), 1024)).toBe("x".repeat(1022));
  });

  it("refuses NUL characters (PostgreSQL text cannot hold them) with the field's path", async () => {
    const e = await failure(readBody(req('{"a":{"b":["ok","x\\u0000y"]}}'), MAX_BODY_BYTES));
    expect(e.extra.fields).toEqual({ "a.b.1": ["The field must not contain NUL characters."] });
  });

  it("is 1 MiB by default", () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
  });
});

describe("nulPath", () => {
  it("finds NUL in values and keys, at any depth, without recursion limits", () => {
    expect(nulPath({ a: "fine", b: [1, null, true] })).toBeUndefined();
    expect(nulPath("\u0000")).toBe("body");
    expect(nulPath({ "k\u0000": 1 })).toBe("body");
    expect(nulPath({ outer: { "k\u0000": 1 } })).toBe("outer");
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toMatch(/^0(\.0)+$/);
  });
});
