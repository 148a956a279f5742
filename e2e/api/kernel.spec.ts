import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@/e2e/support/contract";
import { apiToken, DEMO } from "@/e2e/support/session";

// The kernel over real HTTP: errors in JSON, request ids, size and type limits, compression.

/** A raw request without automatic decompression, so the bytes on the wire can be inspected. */
function rawRequest(method: string, url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const rawGet = (url: string, headers: Record<string, string>) => rawRequest("GET", url, headers);

test.describe("errors are JSON with a request id", () => {
  test("unknown /api/v1 path → JSON 404 envelope", async ({ request }) => {
    for (const path of ["/api/v1", "/api/v1/does-not-exist", "/api/v1/profile/nope/deeper", "/api/v1/auth/login/extra"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.headers()["x-request-id"]).toBeTruthy();
      expect(await res.json()).toEqual({ status: "error", message: "The requested route does not exist." });
    }
    const post = await request.post("/api/v1/nothing/here", { data: Buffer.from("{broken"), headers: { "content-type": "application/json" } });
    expect(post.status()).toBe(404);
  });

  test("wrong method → JSON 405 with Allow", async ({ request }) => {
    const res = await request.get("/api/v1/auth/login");
    expect(res.status()).toBe(405);
    expect(res.headers()["allow"]).toBe("POST");
    expect(await res.json()).toEqual({ status: "error", message: "The method is not supported for this route." });
    const put = await request.put("/api/v1/profile", { data: {} });
    expect(put.status()).toBe(405);
    expect(put.headers()["allow"]).toBe("GET, PATCH, DELETE");
  });

  test("malformed JSON → 422 errors.body; non-JSON → 415; > 1 MiB → 413", async ({ request }) => {
    const malformed = await request.post("/api/v1/auth/login", { data: Buffer.from('{"email": "a@example.com",'), headers: { "content-type": "application/json" } });
    expect(malformed.status()).toBe(422);
    expect((await malformed.json()).errors).toEqual({ body: ["The request body is not valid JSON."] });

    const form = await request.post("/api/v1/auth/login", { form: { email: "a@example.com", password: "x" } });
    expect(form.status()).toBe(415);
    expect((await form.json()).status).toBe("error");

    const big = await request.post("/api/v1/auth/login", {
      data: Buffer.from(JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024 + 10) })),
      headers: { "content-type": "application/json" },
    });
    expect(big.status()).toBe(413);
    expect(big.headers()["x-request-id"]).toBeTruthy();
    expect((await big.json()).status).toBe("error");
  });

  test("401 with WWW-Authenticate; no stack traces anywhere", async ({ request }) => {
    const res = await request.get("/api/v1/profile", { headers: { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0." } });
    expect(res.status()).toBe(401);
    expect(res.headers()["www-authenticate"]).toMatch(/^Bearer/);
    expect(await res.json()).toEqual({ status: "error", message: "Unauthenticated." });
    for (const r of [
      await request.post("/api/v1/auth/register", { data: { email: "\u0000", dob: "x", dive_center_id: 1e308 } }),
      await request.post("/api/v1/auth/login", { data: Buffer.from("[[[[[[[["), headers: { "content-type": "application/json" } }),
      await request.get("/api/v1/auth/email/verify/99999999999999999999/zz?expires=a&signature=b"),
      await request.post("/api/v1/auth/login", { data: { email: "a@example.com", password: "x" }, headers: { "x-forwarded-for": "f".repeat(6000) } }),
    ]) {
      expect(r.status()).toBeLessThan(500);
      expect(await r.text()).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
  });

  test("every answer carries X-Request-Id, and a client's id is echoed", async ({ request }) => {
    const t = await apiToken(request, DEMO.email, DEMO.password);
    const ok = await request.get("/api/v1/profile", { headers: { authorization: `Bearer ${t}`, "x-request-id": "e2e-request-0001" } });
    expect(ok.status()).toBe(200);
    expect(ok.headers()["x-request-id"]).toBe("e2e-request-0001");
    const ids = new Set<string>();
    for (const r of [ok, await request.get("/api/v1/profile"), await request.get("/api/v1/nope"), await request.get("/api/v1/utility/countries")]) {
      const id = r.headers()["x-request-id"];
      expect(id).toBeTruthy();
      ids.add(id!);
    }
    expect(ids.size).toBe(4);
  });
});

test.describe("compression", () => {
  test("pages are gzipped (by scripts/server.mjs, like the API)", async ({ baseURL }) => {
    const res = await rawGet(`${baseURL}/`, { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.body.subarray(0, 2).toString("hex")).toBe("1f8b");
  });

  // Next.js 16.4.5 never compresses route handlers' answers (decision 0007); scripts/server.mjs,
  // which `npm start` and the production image serve through, does it for JSON of 1 KiB and up.
  test("gzip on /api/v1/profile and /api/v1/utility/countries when asked for", async ({ request, baseURL }) => {
    const t = await apiToken(request, DEMO.email, DEMO.password);
    for (const [path, headers] of [
      ["/api/v1/profile", { authorization: `Bearer ${t}` }],
      ["/api/v1/utility/countries", {}],
    ] as const) {
      const res = await rawGet(`${baseURL}${path}`, { ...headers, "accept-encoding": "gzip" });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-encoding"], `${path} content-encoding`).toBe("gzip");
      expect(res.headers["content-length"], "a compressed answer cannot keep the JSON's length").toBeUndefined();
      // Really compressed: gzip magic bytes, smaller than the JSON, and it inflates to the JSON.
      expect(res.body.subarray(0, 2).toString("hex")).toBe("1f8b");
      const json = gunzipSync(res.body);
      expect(res.body.length).toBeLessThan(json.length);
      const parsed = JSON.parse(json.toString("utf8"));
      expect(parsed.status).toBe("success");
      expect(res.headers["vary"] ?? "").toMatch(/accept-encoding/i);

      const plain = await rawGet(`${baseURL}${path}`, { ...headers, "accept-encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["vary"] ?? "").toMatch(/accept-encoding/i);
      expect(JSON.parse(plain.body.toString("utf8"))).toEqual(parsed);
    }
  });

  test("brotli when the client prefers it, following Accept-Encoding's quality values", async ({ request, baseURL }) => {
    const t = await apiToken(request, DEMO.email, DEMO.password);
    const auth = { authorization: `Bearer ${t}` };
    const plain = JSON.parse((await rawGet(`${baseURL}/api/v1/profile`, { ...auth, "accept-encoding": "identity" })).body.toString("utf8"));
    // What browsers send: br is preferred over gzip when both are equally welcome.
    const br = await rawGet(`${baseURL}/api/v1/profile`, { ...auth, "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    const inflated = brotliDecompressSync(br.body);
    expect(br.body.length).toBeLessThan(inflated.length);
    expect(JSON.parse(inflated.toString("utf8"))).toEqual(plain);
    // Quality values decide: gzip when it is rated above br, br when gzip is refused.
    for (const [accept, expected] of [
      ["br;q=0.2, gzip;q=0.9", "gzip"],
      ["gzip;q=0, br", "br"],
      ["br;q=0, gzip;q=0", undefined],
      ["compress, x-unknown", undefined],
      ["*", "br"],
    ] as const) {
      const res = await rawGet(`${baseURL}/api/v1/profile`, { ...auth, "accept-encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(expected);
      const body = expected === "br" ? brotliDecompressSync(res.body) : expected === "gzip" ? gunzipSync(res.body) : res.body;
      expect(JSON.parse(body.toString("utf8")), accept).toEqual(plain);
    }
  });

  test("not compressed: small answers, identity, no Accept-Encoding, HEAD, 304, and files", async ({ request, baseURL }) => {
    // A one-country answer is a few hundred bytes: below 1 KiB it goes out as it is.
    const small = await rawGet(`${baseURL}/api/v1/utility/countries/IT`, { "accept-encoding": "gzip, br" });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString("utf8")).status).toBe("success");

    const t = await apiToken(request, DEMO.email, DEMO.password);
    const auth = { authorization: `Bearer ${t}` };
    // Identity asked for, or no Accept-Encoding at all: the JSON itself.
    for (const headers of [{ ...auth, "accept-encoding": "identity" }, auth]) {
      const res = await rawGet(`${baseURL}/api/v1/profile`, headers);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body.length).toBeGreaterThan(1024);
      expect(JSON.parse(res.body.toString("utf8")).status).toBe("success");
    }
    // HEAD: headers only, nothing to compress.
    const head = await rawRequest("HEAD", `${baseURL}/api/v1/utility/countries`, { "accept-encoding": "gzip" });
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    // 304: the ETag of the compressed answer still matches, and the 304 has no body to encode.
    const first = await rawGet(`${baseURL}/api/v1/profile`, { ...auth, "accept-encoding": "gzip" });
    const etag = String(first.headers["etag"]);
    expect(etag).toMatch(/^W\//);
    const again = await rawGet(`${baseURL}/api/v1/profile`, { ...auth, "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.body.length).toBe(0);
    // A file download (the dive log as CSV) streams as it is.
    const csv = await rawGet(`${baseURL}/api/v1/diver/dive-logs/export?format=csv`, { ...auth, "accept-encoding": "gzip, br" });
    expect(csv.status).toBe(200);
    expect(String(csv.headers["content-type"])).toMatch(/^text\/csv/);
    expect(csv.headers["content-encoding"]).toBeUndefined();
    expect(csv.body.toString("utf8")).toMatch(/^id,uuid,number,/);
  });
});
