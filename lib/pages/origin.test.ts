import { describe, expect, it } from "vitest";
import { sameOrigin } from "@/lib/pages/origin";

// Which requests may carry the session cookie into a write (the app runs on http://localhost:3000
// in tests, APP_URL's default).
const h = (init: Record<string, string>) => new Headers(init);

describe("sameOrigin", () => {
  it("lets through no Origin, the app's own, and the host the request came to", () => {
    expect(sameOrigin(h({}))).toBe(true);
    expect(sameOrigin(h({ origin: "http://localhost:3000" }))).toBe(true);
    expect(sameOrigin(h({ origin: "https://divecert.example", host: "divecert.example" }))).toBe(true);
    expect(sameOrigin(h({ origin: "https://divecert.example", host: "10.0.0.5:3000", "x-forwarded-host": "divecert.example" }))).toBe(true);
  });

  it("refuses another site, a look-alike, an opaque origin and a port of its own", () => {
    expect(sameOrigin(h({ origin: "https://evil.example", host: "localhost:3000" }))).toBe(false);
    expect(sameOrigin(h({ origin: "http://localhost:3000.evil.example", host: "localhost:3000" }))).toBe(false);
    expect(sameOrigin(h({ origin: "null", host: "localhost:3000" }))).toBe(false);
    expect(sameOrigin(h({ origin: "http://localhost:3001", host: "localhost:3000" }))).toBe(false);
    expect(sameOrigin(h({ origin: "https://evil.example" }), "http://localhost:3000/documents/upload")).toBe(false);
  });
});
