import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import * as countriesRoute from "@/app/api/v1/utility/countries/route";
import * as countryRoute from "@/app/api/v1/utility/countries/[code]/route";
import * as divisionsRoute from "@/app/api/v1/utility/countries/[code]/divisions/route";
import * as centersRoute from "@/app/api/v1/utility/dive-centers/route";
import * as centerRoute from "@/app/api/v1/utility/dive-centers/[id]/route";

const base = "http://localhost:3000/api/v1/utility";
const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${base}${path}`, { headers });

type Json = { status: string; message: string; data: any; errors?: Record<string, string[]> };
const json = async (res: Response) => (await res.json()) as Json;

describe("GET /utility/countries", () => {
  it("lists countries in English by default, sorted by name", async () => {
    const res = await countriesRoute.GET(get("/countries"), ctx());
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const body = await json(res);
    expect(body.status).toBe("success");
    expect(body).not.toHaveProperty("success");
    expect(body.data.length).toBeGreaterThanOrEqual(249);
    expect(body.data.find((c: any) => c.code === "IT")).toMatchObject({ name: "Italy", currency: "EUR", calling_code: "+39", vat_rate: 22 });
    expect(body.data[0].name).toBe("Afghanistan");
  });

  it.each([
    ["it", "Germania"],
    ["zh", "德国"],
    ["ko", "독일"],
    ["fr-CH, en;q=0.5", "Allemagne"],
  ])("names countries from Accept-Language %s", async (header, name) => {
    const body = await json(await countriesRoute.GET(get("/countries", { "accept-language": header }), ctx()));
    expect(body.data.find((c: any) => c.code === "DE").name).toBe(name);
  });

  it("accepts the legacy ?lang=cn", async () => {
    const body = await json(await countriesRoute.GET(get("/countries?lang=cn"), ctx()));
    expect(body.data.find((c: any) => c.code === "IT").name).toBe("意大利");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await countriesRoute.GET(get("/countries"), ctx());
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await countriesRoute.GET(get("/countries", { "if-none-match": etag! }), ctx());
    expect(again.status).toBe(304);
  });

  it("answers 405 in the error envelope for other methods", async () => {
    const res = await countriesRoute.POST(new Request(`${base}/countries`, { method: "POST", body: "{}" }), ctx());
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
    expect(await json(res)).toMatchObject({ status: "error" });
  });
});

describe("GET /utility/countries/{code}", () => {
  it("returns the country in the response language", async () => {
    const res = await countryRoute.GET(get("/countries/IT", { "accept-language": "it" }), ctx({ code: "IT" }));
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({
      code: "IT",
      name: "Italia",
      currency: "EUR",
      calling_code: "+39",
      vat_rate: 22,
      has_divisions: true,
    });
  });

  it("accepts a lower-case code", async () => {
    const body = await json(await countryRoute.GET(get("/countries/us"), ctx({ code: "us" })));
    expect(body.data).toMatchObject({ code: "US", name: "United States of America", currency: "USD", vat_rate: 0 });
  });

  it.each(["ZZ", "ITA", "1", "uk"])("answers 404 for %s", async (code) => {
    const res = await countryRoute.GET(get(`/countries/${code}`), ctx({ code }));
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ status: "error" });
  });
});

describe("GET /utility/countries/{code}/divisions", () => {
  it("lists Italian subdivisions with ISO 3166-2 codes", async () => {
    const res = await divisionsRoute.GET(get("/countries/IT/divisions"), ctx({ code: "IT" }));
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toContainEqual({ code: "IT-RM", name: expect.any(String) });
    expect(data.every((d: any) => d.code.startsWith("IT-"))).toBe(true);
  });

  it("lists US states for a lower-case code", async () => {
    const { data } = await json(await divisionsRoute.GET(get("/countries/us/divisions"), ctx({ code: "us" })));
    expect(data).toContainEqual({ code: "US-FL", name: "Florida" });
    expect(data.length).toBeGreaterThanOrEqual(50);
  });

  it("answers 404 for an unknown country", async () => {
    expect((await divisionsRoute.GET(get("/countries/ZZ/divisions"), ctx({ code: "ZZ" }))).status).toBe(404);
  });
});

describe("/utility/dive-centers", () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = await getDb();
    const make = async (name: string, country: string, active = true) =>
      (ids[name] = (await db.diveCenter.create({ data: { name, country, active, city: "Town" } })).id);
    for (let i = 1; i <= 17; i++) await make(`Util Center ${String(i).padStart(2, "0")}`, i % 2 ? "IT" : "EG");
    await make("Util Closed Center", "IT", false);
  });

  it("pages active centers in the Laravel length-aware shape", async () => {
    const res = await centersRoute.GET(get("/dive-centers?per_page=5&page=2"), ctx());
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({
      current_page: 2,
      per_page: 5,
      total: 17,
      last_page: 4,
      from: 6,
      to: 10,
      path: `${base}/dive-centers`,
    });
    expect(data.first_page_url).toContain("page=1");
    expect(data.next_page_url).toContain("page=3");
    expect(data.prev_page_url).toContain("page=1");
    expect(data.links[0]).toMatchObject({ label: "&laquo; Previous" });
    expect(data.data.map((c: any) => c.name)).toEqual([6, 7, 8, 9, 10].map((n) => `Util Center ${String(n).padStart(2, "0")}`));
    expect(data.data.some((c: any) => c.name === "Util Closed Center")).toBe(false);
  });

  it("defaults to 15 per page", async () => {
    const { data } = await json(await centersRoute.GET(get("/dive-centers"), ctx()));
    expect(data).toMatchObject({ current_page: 1, per_page: 15, total: 17, last_page: 2 });
    expect(data.data).toHaveLength(15);
  });

  it.each(["101", "0", "abc"])("refuses per_page=%s with a 422", async (perPage) => {
    const res = await centersRoute.GET(get(`/dive-centers?per_page=${perPage}`), ctx());
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.status).toBe("error");
    expect(body.errors?.per_page?.length).toBeGreaterThan(0);
  });

  it("filters by country, in any case", async () => {
    const { data } = await json(await centersRoute.GET(get("/dive-centers?country=eg&per_page=100"), ctx()));
    expect(data.total).toBe(8);
    expect(data.data.every((c: any) => c.country === "EG")).toBe(true);
    expect(data.next_page_url).toBeNull();
  });

  it("ignores an empty country and refuses an unknown one", async () => {
    expect((await json(await centersRoute.GET(get("/dive-centers?country="), ctx()))).data.total).toBe(17);
    const res = await centersRoute.GET(get("/dive-centers?country=ZZ"), ctx());
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty("country");
  });

  it("returns one active center with its country named in the response language", async () => {
    const id = ids["Util Center 01"]!;
    const res = await centerRoute.GET(get(`/dive-centers/${id}`, { "accept-language": "it" }), ctx({ id: String(id) }));
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ id, country: "IT", country_name: "Italia", active: true, instructors_count: 0 });
  });

  it("hides an inactive center", async () => {
    const id = String(ids["Util Closed Center"]);
    expect((await centerRoute.GET(get(`/dive-centers/${id}`), ctx({ id }))).status).toBe(404);
  });

  it.each(["999999", "abc", "0", "-1", "1.5", "99999999999"])("answers 404 for id %s", async (id) => {
    const res = await centerRoute.GET(get(`/dive-centers/${id}`), ctx({ id }));
    expect(res.status).toBe(404);
  });
});
