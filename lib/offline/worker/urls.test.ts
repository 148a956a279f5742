import { describe, expect, it } from "vitest";
import { isSignInUrl, keptUrl } from "@/lib/offline/worker/urls";

const origin = "https://divecert.example";

describe("the URL a kept page is stored under", () => {
  it("is absolute, without the fragment or Next's _rsc parameter, the rest of the query as it was", () => {
    expect(keptUrl("/logbook/12", origin)).toBe("https://divecert.example/logbook/12");
    expect(keptUrl("https://divecert.example/logbook/12#profile", origin)).toBe("https://divecert.example/logbook/12");
    expect(keptUrl("/logbook?_rsc=1x2y&page=2", origin)).toBe("https://divecert.example/logbook?page=2");
    expect(keptUrl("/logbook?q=a%20b", origin)).toBe("https://divecert.example/logbook?q=a%20b");
  });

  it("is null for another origin", () => {
    expect(keptUrl("https://evil.example/logbook", origin)).toBeNull();
    expect(keptUrl("//evil.example/x", origin)).toBeNull();
  });

  it("knows the sign-in page", () => {
    expect(isSignInUrl("https://divecert.example/login?next=%2Flogbook")).toBe(true);
    expect(isSignInUrl("https://divecert.example/logbook")).toBe(false);
  });
});
