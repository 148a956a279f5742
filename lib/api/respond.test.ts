import { describe, expect, it } from "vitest";
import { created, ok, rawResponse, userResource } from "@/lib/api/envelope";
import { errorJson, jsonResponse } from "@/lib/api/respond";

const get = (headers: Record<string, string> = {}) => new Request("http://localhost:3000/api/v1/profile", { headers });

describe("envelopes", () => {
  it("success has status, message, data; only user resources add success: true", () => {
    expect(ok("Done.", { a: 1 }).body).toEqual({ status: "success", message: "Done.", data: { a: 1 } });
    expect(ok("Done.").body).toEqual({ status: "success", message: "Done.", data: null });
    expect(created("Made.", { id: 1 })).toMatchObject({ status: 201, body: { status: "success", message: "Made.", data: { id: 1 } } });
    expect(created("Made.", {}).body).not.toHaveProperty("success");
    expect(userResource("Profile.", { id: 1 })).toEqual({ status: 200, body: { status: "success", success: true, message: "Profile.", data: { id: 1 } } });
    expect(userResource("Registered.", { id: 1 }, 201).status).toBe(201);
  });
});

describe("jsonResponse", () => {
  it("writes JSON with X-Request-Id and no-store", async () => {
    const res = jsonResponse(get(), ok("Hi."), "rid-12345678");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-request-id")).toBe("rid-12345678");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "success", message: "Hi.", data: null });
  });

  it("adds a weak ETag to cacheable answers and answers 304 to a matching If-None-Match", async () => {
    const result = { ...ok("P.", { a: 1 }), etag: true };
    const first = jsonResponse(get(), result, "rid-1aaaaaaa");
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("vary")).toBe("Authorization, Accept-Language");
    // Same content, same tag.
    expect(jsonResponse(get(), result, "rid-2aaaaaaa").headers.get("etag")).toBe(tag);
    expect(jsonResponse(get(), { ...ok("P.", { a: 2 }), etag: true }, "rid-3aaaaaaa").headers.get("etag")).not.toBe(tag);

    const hit = jsonResponse(get({ "if-none-match": tag }), result, "rid-4aaaaaaa");
    expect(hit.status).toBe(304);
    expect(await hit.text()).toBe("");
    expect(hit.headers.get("etag")).toBe(tag);
    expect(hit.headers.get("x-request-id")).toBe("rid-4aaaaaaa");
    expect(jsonResponse(get({ "if-none-match": `"x", ${tag}` }), result, "r").status).toBe(304);
    expect(jsonResponse(get({ "if-none-match": "*" }), result, "r").status).toBe(304);
    expect(jsonResponse(get({ "if-none-match": 'W/"other"' }), result, "r").status).toBe(200);
  });

  it("never tags errors or non-200 answers", () => {
    const res = jsonResponse(get(), { ...created("C.", {}), etag: true }, "r");
    expect(res.headers.get("etag")).toBeNull();
  });

  it("sends an empty body for a null body", async () => {
    const res = jsonResponse(get(), { status: 204, body: null }, "rid-5aaaaaaa");
    expect(res.status).toBe(204);
    expect(res.headers.get("content-type")).toBeNull();
    expect(await res.text()).toBe("");
  });

  it("adds X-Request-Id to raw answers, even with immutable headers (Response.redirect)", async () => {
    const redirect = jsonResponse(get(), rawResponse(Response.redirect("http://localhost:3000/email-verified?result=ok", 303)), "rid-6aaaaaaa");
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("http://localhost:3000/email-verified?result=ok");
    expect(redirect.headers.get("x-request-id")).toBe("rid-6aaaaaaa");
    const file = jsonResponse(get(), rawResponse(new Response("<uddf/>", { headers: { "content-type": "application/xml" } })), "rid-7aaaaaaa");
    expect(await file.text()).toBe("<uddf/>");
    expect(file.headers.get("content-type")).toBe("application/xml");
  });
});

describe("errorJson", () => {
  it("writes the error envelope with extra headers", async () => {
    const res = errorJson(429, { status: "error", message: "Slow." }, "rid-8aaaaaaa", { "Retry-After": "9" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("9");
    expect(res.headers.get("x-request-id")).toBe("rid-8aaaaaaa");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "error", message: "Slow." });
  });
});
