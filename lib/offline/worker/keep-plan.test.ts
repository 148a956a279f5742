import { describe, expect, it } from "vitest";
import { planKeep } from "@/lib/offline/worker/keep-plan";

const origin = "https://divecert.example";
const abs = (path: string) => `${origin}${path}`;

describe("the keep run's plan", () => {
  it("fetches what is new, changed or missing from the cache, and leaves what is kept at its version", () => {
    const plan = planKeep(
      [
        { url: "/dashboard", kind: "page", version: "en:5" },
        { url: "/logbook/1", kind: "page", version: "en:1" },
        { url: "/logbook/2", kind: "page", version: "en:2" },
        { url: "/cards/7.png", kind: "image", version: "3" },
      ],
      [
        { url: abs("/dashboard"), version: "en:4" }, // changed
        { url: abs("/logbook/1"), version: "en:1" }, // kept
        { url: abs("/cards/7.png"), version: "3" }, // row, but the cache lost it
      ],
      new Set([abs("/dashboard"), abs("/logbook/1")]),
      origin,
    );
    expect(plan.fetch.map((e) => e.url)).toEqual([abs("/dashboard"), abs("/logbook/2"), abs("/cards/7.png")]);
    expect(plan.unchanged).toBe(1);
    expect(plan.remove).toEqual([]);
  });

  it("deletes rows and cache entries no longer listed, and a language change refetches everything", () => {
    const plan = planKeep(
      [{ url: "/dashboard", kind: "page", version: "de:5" }],
      [
        { url: abs("/dashboard"), version: "en:5" },
        { url: abs("/logbook/9"), version: "en:1" },
      ],
      new Set([abs("/dashboard"), abs("/logbook/9"), abs("/logbook/10")]),
      origin,
    );
    expect(plan.fetch.map((e) => e.url)).toEqual([abs("/dashboard")]);
    expect(plan.remove.sort()).toEqual([abs("/logbook/10"), abs("/logbook/9")]);
  });

  it("keeps nothing of another origin and lists a URL once", () => {
    const plan = planKeep(
      [
        { url: "https://evil.example/x", kind: "page", version: "1" },
        { url: "/sync", kind: "page", version: "1" },
        { url: "/sync#top", kind: "page", version: "1" },
      ],
      [],
      new Set(),
      origin,
    );
    expect(plan.fetch).toEqual([{ url: abs("/sync"), kind: "page", version: "1" }]);
  });
});
