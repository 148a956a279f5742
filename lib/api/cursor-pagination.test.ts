import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cursorPage, cursorTake, decodeCursor, encodeCursor, type Cursor } from "@/lib/api/cursor-pagination";

const ZPos = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), id: z.number().int().min(1) }).strict();
type Pos = z.output<typeof ZPos>;
type Row = Pos;

const url = new URL("http://localhost:3000/api/v1/diver/dive-logs?per_page=2&dive_type=boat&page=3&cursor=");

describe("encodeCursor / decodeCursor", () => {
  it("round-trips the position and the direction as base64url JSON (Laravel's shape)", () => {
    const c: Cursor<Pos> = { params: { date: "2026-11-22", id: 41 }, pointsToNext: true };
    const raw = encodeCursor(c);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(raw, "base64url").toString())).toEqual({ date: "2026-11-22", id: 41, _pointsToNextItems: true });
    expect(decodeCursor(raw, ZPos)).toEqual(c);
    expect(decodeCursor(encodeCursor({ ...c, pointsToNext: false }), ZPos)).toEqual({ ...c, pointsToNext: false });
  });

  it("refuses anything that is not one of its cursors", () => {
    const b64 = (v: unknown) => Buffer.from(typeof v === "string" ? v : JSON.stringify(v)).toString("base64url");
    expect(decodeCursor("", ZPos)).toBeNull();
    expect(decodeCursor("not a cursor!", ZPos)).toBeNull();
    expect(decodeCursor(b64("{oops"), ZPos)).toBeNull();
    expect(decodeCursor(b64([1, 2]), ZPos)).toBeNull();
    expect(decodeCursor(b64({ date: "2026-01-01", id: 1 }), ZPos)).toBeNull(); // no direction
    expect(decodeCursor(b64({ date: "2026-01-01", id: "1", _pointsToNextItems: true }), ZPos)).toBeNull();
    expect(decodeCursor(b64({ date: "yesterday", id: 1, _pointsToNextItems: true }), ZPos)).toBeNull();
    expect(decodeCursor(b64({ date: "2026-01-01", id: 1, x: 1, _pointsToNextItems: true }), ZPos)).toBeNull();
    expect(decodeCursor("A".repeat(600), ZPos)).toBeNull();
  });
});

// An in-memory keyset query over rows sorted by (date desc, id desc), like the dive-log list.
const before = (a: Pos, b: Pos) => a.date > b.date || (a.date === b.date && a.id > b.id); // a comes first
function query(table: Row[], cursor: Cursor<Pos> | null, perPage: number): Row[] {
  const sorted = [...table].sort((a, b) => (before(a, b) ? -1 : 1));
  if (!cursor) return sorted.slice(0, cursorTake(perPage));
  const p = cursor.params;
  const rows = cursor.pointsToNext ? sorted.filter((r) => before(p, r)) : sorted.filter((r) => before(r, p)).reverse();
  return rows.slice(0, cursorTake(perPage));
}
const page = (table: Row[], cursor: Cursor<Pos> | null, perPage = 2) =>
  cursorPage(query(table, cursor, perPage), { cursor, perPage, url, positionOf: (r) => ({ date: r.date, id: r.id }), toItem: (r) => r.id });
const follow = (raw: string | null) => (raw ? decodeCursor(raw, ZPos) : null);

describe("cursorPage", () => {
  const table: Row[] = [
    { date: "2026-03-01", id: 1 },
    { date: "2026-03-02", id: 2 },
    { date: "2026-03-02", id: 3 },
    { date: "2026-03-04", id: 4 },
    { date: "2026-03-05", id: 5 },
  ];

  it("answers Laravel's cursor shape and keeps the other query parameters in its links", () => {
    const p = page(table, null);
    expect(Object.keys(p).sort()).toEqual(["data", "next_cursor", "next_page_url", "path", "per_page", "prev_cursor", "prev_page_url"]);
    expect(p).toMatchObject({ data: [5, 4], path: "http://localhost:3000/api/v1/diver/dive-logs", per_page: 2, prev_cursor: null, prev_page_url: null });
    const next = new URL(p.next_page_url!);
    expect(next.searchParams.get("cursor")).toBe(p.next_cursor);
    expect(next.searchParams.get("dive_type")).toBe("boat");
    expect(next.searchParams.get("per_page")).toBe("2");
    expect(next.searchParams.has("page")).toBe(false);
  });

  it("walks forward to the end and back to the start", () => {
    const p1 = page(table, null);
    const p2 = page(table, follow(p1.next_cursor));
    const p3 = page(table, follow(p2.next_cursor));
    expect([p1.data, p2.data, p3.data]).toEqual([[5, 4], [3, 2], [1]]);
    expect(p3.next_cursor).toBeNull();
    expect(p3.prev_cursor).not.toBeNull();
    const back2 = page(table, follow(p3.prev_cursor));
    expect(back2.data).toEqual([3, 2]);
    expect(back2.next_cursor).not.toBeNull();
    const back1 = page(table, follow(back2.prev_cursor));
    expect(back1.data).toEqual([5, 4]);
    expect(back1.prev_cursor).toBeNull(); // nothing before the first page
    expect(page(table, follow(back1.next_cursor)).data).toEqual([3, 2]);
  });

  it("neither repeats nor skips rows when rows are inserted between fetches", () => {
    const live = [...table];
    const seen: number[] = [];
    let cursor: Cursor<Pos> | null = null;
    let nextId = 100;
    for (let i = 0; i < 10; i++) {
      const p = page(live, cursor);
      seen.push(...p.data);
      // New dives on every side of the boundary: newer, older and on the boundary's own date.
      live.push({ date: "2026-03-09", id: nextId++ }, { date: "2026-03-02", id: nextId++ }, { date: "2026-02-01", id: nextId++ });
      cursor = follow(p.next_cursor);
      if (!cursor) break;
    }
    for (const id of [1, 2, 3, 4, 5]) expect(seen.filter((x) => x === id)).toHaveLength(1);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("gives no cursors for an empty list", () => {
    expect(page([], null)).toMatchObject({ data: [], next_cursor: null, prev_cursor: null, next_page_url: null, prev_page_url: null });
  });
});
