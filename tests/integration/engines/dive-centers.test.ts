import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { findActiveDiveCenter } from "@/lib/dive-centers/find-active-dive-center";
import { seedDiveCenters } from "@/prisma/seed/dive-centers";
import * as listRoute from "@/app/api/v1/dive-centers/route";
import * as oneRoute from "@/app/api/v1/dive-centers/[id]/route";
import * as searchRoute from "@/app/api/v1/search/dive-centers/route";
import * as countryRoute from "@/app/api/v1/search/dive-centers/[country]/route";

const base = "http://localhost:3000/api/v1";
const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${base}${path}`, { headers });
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

type Json = { status: string; message: string; data: any; errors?: Record<string, string[]> };
const json = async (res: Response) => (await res.json()) as Json;

const ids: Record<string, number> = {};
let distributorId = 0;
let userSeq = 0;

async function addUser(diveCenterId: number, professional: boolean) {
  const db = await getDb();
  userSeq += 1;
  await db.user.create({
    data: {
      memberId: `IT00-000-${String(userSeq).padStart(3, "0")}`,
      email: `dc-user-${userSeq}@example.com`,
      passwordHash: "x",
      diveCenterId,
      ...(professional ? { professional: { create: { jobCountry: "IT" } } } : {}),
    },
  });
}

beforeAll(async () => {
  const db = await getDb();
  distributorId = (await db.distributor.create({ data: { name: "Test Distribution", country: "IT" } })).id;
  const make = async (name: string, country: string, city: string, extra: { active?: boolean; distributor?: boolean } = {}) => {
    const row = await db.diveCenter.create({
      data: {
        name,
        country,
        city,
        address: "Via Roma 1",
        postalCode: "00100",
        stateCode: country === "IT" ? "IT-RM" : null,
        phone: "+39 06 000 000",
        email: `${name.replace(/\W+/g, "").toLowerCase()}@example.com`,
        website: "https://example.com",
        lat: 41.9,
        lon: 12.5,
        active: extra.active ?? true,
        distributorId: extra.distributor ? distributorId : null,
      },
    });
    ids[name] = row.id;
  };
  await make("Roma Sub", "IT", "Roma", { distributor: true });
  await make("Elba Blu", "IT", "Portoferraio");
  await make("Costa Brava Busseig", "ES", "L'Estartit");
  await make("Dahab Reef", "EG", "Dahab");
  await make("Roma Chiuso", "IT", "Roma", { active: false });
  // Two professionals and one plain diver at Roma Sub; one professional elsewhere.
  await addUser(ids["Roma Sub"]!, true);
  await addUser(ids["Roma Sub"]!, true);
  await addUser(ids["Roma Sub"]!, false);
  await addUser(ids["Elba Blu"]!, true);
});

describe("GET /dive-centers", () => {
  it("pages active centers by name with instructor counts", async () => {
    const res = await listRoute.GET(get("/dive-centers"), ctx());
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ current_page: 1, per_page: 15, total: 4, from: 1, to: 4, last_page: 1 });
    expect(data.data.map((c: any) => c.name)).toEqual(["Costa Brava Busseig", "Dahab Reef", "Elba Blu", "Roma Sub"]);
    const roma = data.data.find((c: any) => c.name === "Roma Sub");
    expect(roma).toEqual({
      id: ids["Roma Sub"],
      name: "Roma Sub",
      address: "Via Roma 1",
      city: "Roma",
      state_code: "IT-RM",
      postal_code: "00100",
      country: "IT",
      country_name: "Italy",
      contact: { phone: "+39 06 000 000", email: "romasub@example.com", website: "https://example.com" },
      lat: 41.9,
      lon: 12.5,
      instructors_count: 2,
      active: true,
      distributor: { id: distributorId, name: "Test Distribution" },
    });
    expect(data.data.find((c: any) => c.name === "Elba Blu")).toMatchObject({ instructors_count: 1, distributor: null });
  });

  it("filters by q on name or city, case-insensitively, and by country", async () => {
    const byName = (await json(await listRoute.GET(get("/dive-centers?q=ROMA"), ctx()))).data;
    expect(byName.data.map((c: any) => c.name)).toEqual(["Roma Sub"]);
    const byCity = (await json(await listRoute.GET(get("/dive-centers?q=dahab"), ctx()))).data;
    expect(byCity.data.map((c: any) => c.name)).toEqual(["Dahab Reef"]);
    const both = (await json(await listRoute.GET(get("/dive-centers?country=it&q=elba"), ctx()))).data;
    expect(both.total).toBe(1);
    const none = (await json(await listRoute.GET(get("/dive-centers?country=ES&q=roma"), ctx()))).data;
    expect(none).toMatchObject({ total: 0, data: [], from: null, to: null, last_page: 1 });
  });

  it("treats % and _ in q as literal characters", async () => {
    for (const q of ["%", "_", "R_ma", "r%a"]) {
      const { data } = await json(await listRoute.GET(get(`/dive-centers?q=${encodeURIComponent(q)}`), ctx()));
      expect(data.total, q).toBe(0);
    }
  });

  it("keeps the filters in the page links", async () => {
    const { data } = await json(await listRoute.GET(get("/dive-centers?country=IT&per_page=1"), ctx()));
    expect(data.total).toBe(2);
    expect(data.next_page_url).toContain("country=IT");
    expect(data.next_page_url).toContain("page=2");
  });

  it("refuses per_page over 100", async () => {
    const res = await listRoute.GET(get("/dive-centers?per_page=101"), ctx());
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty("per_page");
  });

  it("answers 405 to POST", async () => {
    const res = await listRoute.POST(post("/dive-centers", "{}"), ctx());
    expect(res.status).toBe(405);
  });
});

describe("GET /dive-centers/{id}", () => {
  it("shows an inactive center as inactive", async () => {
    const id = String(ids["Roma Chiuso"]);
    const res = await oneRoute.GET(get(`/dive-centers/${id}`, { "accept-language": "ko" }), ctx({ id }));
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ name: "Roma Chiuso", active: false, country_name: "이탈리아" });
  });

  it.each(["424242", "x1", "0"])("answers 404 for %s", async (id) => {
    expect((await oneRoute.GET(get(`/dive-centers/${id}`), ctx({ id }))).status).toBe(404);
  });
});

describe("findActiveDiveCenter", () => {
  it("finds active centers only", async () => {
    expect(await findActiveDiveCenter(ids["Roma Sub"]!)).toEqual({ id: ids["Roma Sub"], name: "Roma Sub", distributorId });
    expect(await findActiveDiveCenter(ids["Roma Chiuso"]!)).toBeNull();
    expect(await findActiveDiveCenter(99_999_999_999)).toBeNull();
    expect(await findActiveDiveCenter(-1)).toBeNull();
  });
});

describe("POST /search/dive-centers", () => {
  const search = (body: string, headers?: Record<string, string>) => searchRoute.POST(post("/search/dive-centers", body, headers), ctx());

  it("searches active centers by name, country and city", async () => {
    const byName = await json(await search(JSON.stringify({ name: "roma" })));
    expect(byName.data.data.map((c: any) => c.name)).toEqual(["Roma Sub"]);
    const byCountry = await json(await search(JSON.stringify({ country: "it", city: "porto" })));
    expect(byCountry.data.data.map((c: any) => c.name)).toEqual(["Elba Blu"]);
    const empty = await json(await search(JSON.stringify({ name: null, country: "", city: "  " })));
    expect(empty.data.total).toBe(4);
  });

  it("pages from the body", async () => {
    const res = await search(JSON.stringify({ page: 2, per_page: 3 }));
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ current_page: 2, per_page: 3, total: 4, last_page: 2, from: 4, to: 4 });
    expect(data.data.map((c: any) => c.name)).toEqual(["Roma Sub"]);
  });

  it("treats an empty body as no filters", async () => {
    const res = await search("");
    expect(res.status).toBe(200);
    expect((await json(res)).data.total).toBe(4);
  });

  it("answers 422 with field errors for wrong types", async () => {
    const res = await search(JSON.stringify({ name: 5, country: "ZZ", city: ["x"], page: "abc", per_page: 500 }));
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.status).toBe("error");
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["city", "country", "name", "page", "per_page"]);
    expect(body.message).toMatch(/\(and 4 more errors\)$/);
  });

  it("answers 422 errors.body for malformed JSON", async () => {
    const res = await search('{"name": "roma"');
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty("body");
  });

  it("answers 405 to GET", async () => {
    expect((await searchRoute.GET(get("/search/dive-centers"), ctx())).status).toBe(405);
  });
});

describe("GET /search/dive-centers/{country}", () => {
  it("lists the active centers of a country", async () => {
    const res = await countryRoute.GET(get("/search/dive-centers/it"), ctx({ country: "it" }));
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.map((c: any) => c.name)).toEqual(["Elba Blu", "Roma Sub"]);
  });

  it("is empty for a country without centers", async () => {
    expect((await json(await countryRoute.GET(get("/search/dive-centers/FR"), ctx({ country: "FR" })))).data).toEqual([]);
  });

  it.each(["ZZ", "ITA", "1"])("answers 404 for %s", async (country) => {
    const res = await countryRoute.GET(get(`/search/dive-centers/${country}`), ctx({ country }));
    expect(res.status).toBe(404);
  });
});

describe("seedDiveCenters", () => {
  // One test that removes what it made, so the totals above hold in any order.
  it("is idempotent and covers several countries with one inactive center", async () => {
    const db = await getDb();
    const first = await seedDiveCenters(db);
    const second = await seedDiveCenters(db);
    try {
      expect(second.diveCenters).toEqual(first.diveCenters);
      expect(first.diveCenters.length).toBeGreaterThanOrEqual(12);
      expect(new Set(first.diveCenters.map((c) => c.country)).size).toBeGreaterThanOrEqual(6);
      const seededIds = first.diveCenters.map((c) => c.id);
      const rows = await db.diveCenter.findMany({ where: { id: { in: seededIds } }, select: { active: true, distributorId: true } });
      expect(rows.filter((r) => !r.active)).toHaveLength(1);
      expect(rows.every((r) => r.distributorId !== null)).toBe(true);
      expect(await db.distributor.count({ where: { name: { startsWith: "DiveCert " } } })).toBe(3);
    } finally {
      await db.diveCenter.deleteMany({ where: { id: { in: first.diveCenters.map((c) => c.id) } } });
      await db.distributor.deleteMany({ where: { name: { startsWith: "DiveCert " } } });
    }
  });
});
