import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { env } from "@/lib/env";

// Redirect targets from requests (issue 35): same-origin paths only, whatever a browser, a
// decoding layer or the URL parser would make of them.

const FALLBACK = "/dashboard";
const safe = (input: string | null | undefined) => safeRedirectPath(input, FALLBACK);

describe("safeRedirectPath", () => {
  it("keeps the app's own paths, with their query and fragment", () => {
    for (const path of [
      "/dashboard",
      "/admin/users/42",
      "/admin/users?q=two%20words&status=active",
      "/email-verified?result=ok",
      "/logbook#latest",
      "/courses/ABC-123/modules/7/quiz",
      "/",
    ]) {
      expect(safe(path), path).toBe(path);
    }
  });

  it("answers the parser's serialisation: dot segments resolved, non-ASCII percent-encoded", () => {
    expect(safe("/logbook/../profile")).toBe("/profile");
    expect(safe("/verify/Zoë")).toBe("/verify/Zo%C3%AB");
    expect(safe("/search?q=Müller")).toBe("/search?q=M%C3%BCller");
  });

  it("gives the fallback for no input", () => {
    expect(safe(undefined)).toBe(FALLBACK);
    expect(safe(null)).toBe(FALLBACK);
    expect(safe("")).toBe(FALLBACK);
    expect(safeRedirectPath("//evil.example", undefined)).toBeUndefined();
  });

  it.each([
    // The address: `next=/%09/evil.example` reaches the page as "/\t/evil.example".
    ["a tab", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["a C1 control", "/\u0085/evil.example"],
    ["a leading space", " //evil.example"],
    ["a no-break space", "/\u00a0/evil.example"],
    ["an ideographic space", "/\u3000/evil.example"],
    ["a zero-width space", "/\u200b/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a backslash later on", "/dashboard\\..\\evil"],
    ["two backslashes", "\\\\evil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["three slashes", "///evil.example"],
    ["an encoded slash", "/%2F/evil.example"],
    ["an encoded slash, lower case", "/%2f/evil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["an encoded tab", "/%09/evil.example"],
    ["an encoded newline", "/%0a/evil.example"],
    ["a doubly encoded slash", "/%252F/evil.example"],
    ["a doubly encoded tab", "/%2509/evil.example"],
    ["an encoded zero-width space", "/%E2%80%8B/evil.example"],
    ["a dot segment before two slashes", "/.//evil.example"],
    ["an encoded dot-dot segment before two slashes", "/%2e%2e//evil.example"],
    ["a dot-dot segment before two slashes", "/a/..//evil.example"],
    ["a full-width solidus", "/\uff0fevil.example"],
    ["an encoded full-width solidus", "/%EF%BC%8Fevil.example"],
    ["a full-width reverse solidus", "/\uff3cevil.example"],
    ["an ideographic full stop host", "\u3002evil.example"],
    ["a full URL", "https://evil.example/"],
    ["a full URL of the app itself (paths only)", `${env().appUrl}/dashboard`],
    ["a scheme without slashes", "https:evil.example"],
    ["a scheme with one slash", "https:/evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["an encoded javascript:", "%6Aavascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "dashboard"],
    ["a user-info URL", "@evil.example"],
    ["malformed percent-encoding", "/%E0%A4%A"],
    ["an over-long target", `/${"a".repeat(2048)}`],
  ])("refuses %s", (_what, input) => {
    expect(safe(input)).toBe(FALLBACK);
  });
});

describe("next-auth's callbackUrl", () => {
  const redirect = async (url: string) => {
    const { getAuthOptions } = await import("@/lib/auth/browser/next-auth-options");
    const baseUrl = env().appUrl;
    return getAuthOptions().callbacks!.redirect!({ url, baseUrl });
  };

  it("keeps the app's own paths and URLs, checked as paths", async () => {
    expect(await redirect("/login?signed_out=1")).toBe(`${env().appUrl}/login?signed_out=1`);
    expect(await redirect(`${env().appUrl}/logbook?page=2`)).toBe(`${env().appUrl}/logbook?page=2`);
  });

  it.each(["/\t/evil.example", "//evil.example", `${env().appUrl}//evil.example`, `${env().appUrl}@evil.example/`, "https://evil.example/", "/%2F/evil.example"])(
    "sends %j to the dashboard",
    async (url) => {
      expect(await redirect(url)).toBe(`${env().appUrl}/dashboard`);
    },
  );
});
