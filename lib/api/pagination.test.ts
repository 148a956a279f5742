import { describe, expect, it } from "vitest";
import { lengthAwarePage, pageWindow, ZPageQuery } from "@/lib/api/pagination";

const url = (q = "") => new URL(`http://localhost:3000/api/v1/dive-centers${q}`);

describe("lengthAwarePage", () => {
  it("builds Laravel's length-aware shape for a middle page, keeping other query parameters", () => {
    const page = lengthAwarePage(["f", "g"], 23, { page: 2, per_page: 5 }, url("?country=IT&page=2&per_page=5"));
    expect(Object.keys(page).sort()).toEqual(
      ["current_page", "data", "first_page_url", "from", "last_page", "last_page_url", "links", "next_page_url", "path", "per_page", "prev_page_url", "to", "total"].sort(),
    );
    expect(page).toMatchObject({
      current_page: 2,
      data: ["f", "g"],
      from: 6,
      to: 7,
      last_page: 5,
      per_page: 5,
      total: 23,
      path: "http://localhost:3000/api/v1/dive-centers",
      first_page_url: "http://localhost:3000/api/v1/dive-centers?country=IT&page=1&per_page=5",
      last_page_url: "http://localhost:3000/api/v1/dive-centers?country=IT&page=5&per_page=5",
      prev_page_url: "http://localhost:3000/api/v1/dive-centers?country=IT&page=1&per_page=5",
      next_page_url: "http://localhost:3000/api/v1/dive-centers?country=IT&page=3&per_page=5",
    });
    expect(page.links[0]).toEqual({ url: page.prev_page_url, label: "&laquo; Previous", active: false });
    expect(page.links.at(-1)).toEqual({ url: page.next_page_url, label: "Next &raquo;", active: false });
    expect(page.links.slice(1, -1).map((l) => [l.label, l.active])).toEqual([
      ["1", false],
      ["2", true],
      ["3", false],
      ["4", false],
      ["5", false],
    ]);
  });

  it("first and last pages have null neighbours", () => {
    const first = lengthAwarePage([1, 2], 2, { page: 1, per_page: 15 }, url());
    expect(first).toMatchObject({ prev_page_url: null, next_page_url: null, last_page: 1, from: 1, to: 2 });
    expect(first.links[0]!.url).toBeNull();
    expect(first.links.at(-1)!.url).toBeNull();
  });

  it("an empty result is page 1 of 1 with from/to null", () => {
    const empty = lengthAwarePage([], 0, { page: 1, per_page: 15 }, url());
    expect(empty).toMatchObject({ total: 0, last_page: 1, from: null, to: null, data: [], next_page_url: null });
  });

  it("a page past the end is empty but still links back", () => {
    const past = lengthAwarePage([], 10, { page: 9, per_page: 5 }, url());
    expect(past).toMatchObject({ from: null, to: null, last_page: 2, next_page_url: null });
    expect(past.prev_page_url).toContain("page=8");
  });

  it("shows a window of pages around the current one", () => {
    const page = lengthAwarePage([1], 1000, { page: 50, per_page: 10 }, url());
    expect(page.links.slice(1, -1).map((l) => l.label)).toEqual(["47", "48", "49", "50", "51", "52", "53"]);
  });
});

describe("ZPageQuery and pageWindow", () => {
  it("defaults to page 1 of 15 and coerces query strings", () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, per_page: 15 });
    expect(ZPageQuery.parse({ page: "3", per_page: "100" })).toEqual({ page: 3, per_page: 100 });
  });

  it("refuses out-of-range and non-numeric values", () => {
    for (const q of [{ page: "0" }, { page: "-1" }, { page: "1.5" }, { page: "abc" }, { per_page: "101" }, { per_page: "0" }]) {
      expect(ZPageQuery.safeParse(q).success, JSON.stringify(q)).toBe(false);
    }
  });

  it("turns a page into skip/take", () => {
    expect(pageWindow({ page: 3, per_page: 20 })).toEqual({ skip: 40, take: 20 });
  });
});
