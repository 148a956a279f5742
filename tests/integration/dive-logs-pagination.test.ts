import { describe, expect, it } from "vitest";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import { getDb } from "@/lib/db/client";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const path = "/api/v1/diver/dive-logs";
const get = (token: string, query = "") => call(list.GET, { path: `${path}${query}`, token });
const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
type Item = { id: number; date: string; number: number };

describe("length-aware pages", () => {
  it("answers Laravel's paginator, newest first by default", async () => {
    const diver = await createUser();
    const other = await createUser();
    await insertDiveLogs(diver.user.id, 23, { dates: (i) => day(i) });
    await insertDiveLogs(other.user.id, 5);
    const res = await get(diver.token, "?per_page=10&page=2");
    expect(res.status).toBe(200);
    expect("success" in res.json).toBe(false);
    const page = res.json.data;
    expect(Object.keys(page).sort()).toEqual([
      "current_page", "data", "first_page_url", "from", "last_page", "last_page_url", "links", "next_page_url", "path", "per_page", "prev_page_url", "to", "total",
    ]);
    expect(page).toMatchObject({ current_page: 2, from: 11, to: 20, total: 23, last_page: 3, per_page: 10 });
    expect(page.data.map((d: Item) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => day(12 - i)));
    expect(new URL(page.next_page_url).searchParams.get("page")).toBe("3");
  });

  it("sorts oldest first with sort=date and filters by dates, type and signature", async () => {
    const diver = await createUser();
    const instructor = await createUser({ professional: true });
    await insertDiveLogs(diver.user.id, 10, { dates: (i) => day(i), diveType: "shore" });
    await insertDiveLogs(diver.user.id, 3, { dates: (i) => day(20 + i), diveType: "Night", instructorId: instructor.user.id, signedAt: new Date() });
    await insertDiveLogs(diver.user.id, 2, { dates: (i) => day(30 + i), deletedAt: new Date() });
    const asc = await get(diver.token, "?sort=date&per_page=100");
    expect(asc.json.data.total).toBe(13);
    expect(asc.json.data.data[0].date).toBe(day(0));
    const range = await get(diver.token, `?from=${day(3)}&to=${day(5)}`);
    expect(range.json.data.data.map((d: Item) => d.date)).toEqual([day(5), day(4), day(3)]);
    expect((await get(diver.token, "?dive_type=night")).json.data.total).toBe(3);
    expect((await get(diver.token, "?signed=true")).json.data.total).toBe(3);
    expect((await get(diver.token, "?signed=false")).json.data.total).toBe(10);
    expect((await get(diver.token, "?signed=0&dive_type=night")).json.data.total).toBe(0);
  });
});

describe("cursor pages", () => {
  it("answers Laravel's cursor shape, keeping the filters in its links", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 5, { dates: (i) => day(i), diveType: "boat" });
    const res = await get(diver.token, "?cursor=&per_page=2&dive_type=boat");
    const page = res.json.data;
    expect(Object.keys(page).sort()).toEqual(["data", "next_cursor", "next_page_url", "path", "per_page", "prev_cursor", "prev_page_url"]);
    expect(page).toMatchObject({ path: `http://localhost:3000${path}`, per_page: 2, prev_cursor: null, prev_page_url: null });
    expect(page.data.map((d: Item) => d.date)).toEqual([day(4), day(3)]);
    const next = new URL(page.next_page_url);
    expect(next.searchParams.get("cursor")).toBe(page.next_cursor);
    expect(next.searchParams.get("dive_type")).toBe("boat");
    expect(page.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("neither repeats nor skips a dive when dives are inserted between page fetches", async () => {
    const diver = await createUser();
    // Several dives a day, so the boundary often falls inside one date (the id breaks ties).
    const original = await insertDiveLogs(diver.user.id, 37, { dates: (i) => day(Math.floor(i / 3)) });
    for (const sort of ["-date", "date"]) {
      const seen: number[] = [];
      let query = `?cursor=&per_page=5&sort=${sort}`;
      for (let n = 0; n < 50; n++) {
        const page = (await get(diver.token, query)).json.data;
        seen.push(...page.data.map((d: Item) => d.id));
        // New dives: newer than all, older than all, and on the date of the page's last row.
        const last = page.data[page.data.length - 1] as Item | undefined;
        await insertDiveLogs(diver.user.id, 1, { date: day(400 + n) });
        await insertDiveLogs(diver.user.id, 1, { date: "2024-01-01" });
        if (last) await insertDiveLogs(diver.user.id, 1, { date: last.date });
        if (!page.next_cursor) break;
        query = new URL(page.next_page_url).search;
      }
      for (const id of original) expect(seen.filter((x) => x === id), `${sort} dive ${id}`).toHaveLength(1);
      expect(new Set(seen).size, sort).toBe(seen.length);
      const db = await getDb();
      await db.diveLog.deleteMany({ where: { userId: diver.user.id, id: { notIn: original } } });
    }
  });

  it("walks back with prev_cursor to the first page", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 7, { dates: (i) => day(i) });
    const p1 = (await get(diver.token, "?cursor=&per_page=3")).json.data;
    const p2 = (await get(diver.token, new URL(p1.next_page_url).search)).json.data;
    const p3 = (await get(diver.token, new URL(p2.next_page_url).search)).json.data;
    expect(p3.data.map((d: Item) => d.date)).toEqual([day(0)]);
    expect(p3.next_cursor).toBeNull();
    const back = (await get(diver.token, new URL(p3.prev_page_url).search)).json.data;
    expect(back.data).toEqual(p2.data);
    const first = (await get(diver.token, new URL(back.prev_page_url).search)).json.data;
    expect(first.data).toEqual(p1.data);
    expect(first.prev_cursor).toBeNull();
  });
});
