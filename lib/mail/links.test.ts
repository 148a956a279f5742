import { describe, expect, it } from "vitest";
import { extractLinks, splitLinks } from "@/lib/mail/links";

describe("mail links", () => {
  it("finds http(s) links and leaves sentence punctuation out", () => {
    const text = "Open https://a.example/x?y=1&z=2. Or (http://b.example/p), then https://a.example/x?y=1&z=2!";
    expect(extractLinks(text)).toEqual(["https://a.example/x?y=1&z=2", "http://b.example/p"]);
  });

  it("never treats other schemes as links", () => {
    expect(extractLinks("javascript:alert(1) data:text/html,x ftp://f.example")).toEqual([]);
  });

  it("splits text so that joining the parts gives it back", () => {
    const text = "Confirm:\nhttps://a.example/v?sig=1\n\nThanks.";
    const parts = splitLinks(text);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts.filter((p) => p.href)).toEqual([{ text: "https://a.example/v?sig=1", href: "https://a.example/v?sig=1" }]);
  });
});
