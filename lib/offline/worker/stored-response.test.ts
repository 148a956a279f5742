import { describe, expect, it } from "vitest";
import { STORED_GZIP_HEADER, served, storedPage, storedResponse } from "@/lib/offline/worker/stored-response";

const page = "<html><head><meta name=\"divecert-account\" content=\"aaa\"/></head><body>" + "<p>Dive 12 · Isola Bella · 18 m</p>".repeat(500) + "</body></html>";
const from = new Response(page, {
  status: 200,
  statusText: "OK",
  headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'nonce-n0nce'", "content-encoding": "br", "content-length": "1234" },
});

describe("what the worker stores", () => {
  it("keeps a page gzipped, with its own headers but not the network's encoding, and serves it as it was", async () => {
    const { response, bytes } = await storedPage(page, from);
    expect(bytes).toBeLessThan(page.length / 10);
    expect(response.headers.get(STORED_GZIP_HEADER)).toBe("gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBeNull();
    const shown = served(response);
    expect(await shown.text()).toBe(page);
    expect(shown.status).toBe(200);
    expect(shown.headers.get(STORED_GZIP_HEADER)).toBeNull();
    expect(shown.headers.get("content-security-policy")).toBe("script-src 'nonce-n0nce'");
    expect(shown.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("keeps an image as it came and serves anything it did not gzip unchanged", async () => {
    const png = new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png", "content-length": "4" } });
    const stored = storedResponse(await png.clone().blob(), png);
    expect(stored.headers.get("content-length")).toBeNull();
    expect(served(stored)).toBe(stored);
    expect(new Uint8Array(await served(stored).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });
});
