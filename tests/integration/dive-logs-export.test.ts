import { create } from "xmlbuilder2";
import { describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/diver/dive-logs/export/route";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import { diveBody, insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const path = "/api/v1/diver/dive-logs/export";
const download = (token: string, format: string) => call(exportRoute.GET, { path: `${path}?format=${format}`, token });

/** RFC 4180 parser (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(cell), (cell = "");
    else if (c === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
    else cell += c;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

type Obj = Record<string, unknown>;
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

describe("dive-log exports", () => {
  it("CSV: header + one RFC 4180 row per dive (deleted ones left out), as an attachment", async () => {
    const diver = await createUser();
    const other = await createUser();
    await insertDiveLogs(diver.user.id, 7);
    await insertDiveLogs(diver.user.id, 2, { deletedAt: new Date() });
    await insertDiveLogs(other.user.id, 3);
    await call(list.POST, { method: "POST", path: "/api/v1/diver/dive-logs", token: diver.token, body: diveBody({ comments: '=HYPERLINK("x"), "quoted"\r\nline', buddy: "-Ana" }) });
    const res = await download(diver.token, "csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="divecert-dive-logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const rows = parseCsv(res.text);
    expect(rows).toHaveLength(8 + 1);
    const header = rows[0]!;
    expect(header.slice(0, 4)).toEqual(["id", "uuid", "number", "date"]);
    expect(rows.every((r) => r.length === header.length)).toBe(true);
    const last = Object.fromEntries(header.map((h, i) => [h, rows[8]![i]]));
    expect(last).toMatchObject({ comments: `'=HYPERLINK("x"), "quoted"\r\nline`, buddy: "'-Ana", mod: "33", sac_rate: "17.6", safety_stop: "true", end: "2026-06-14T10:45:00.000Z" });
    expect(res.text.endsWith("\r\n")).toBe(true);
  });

  it("UDDF 3.2: valid XML with the generator, SI units, gas definitions and application data", async () => {
    const diver = await createUser({ firstName: "Giulia", lastName: "Marino" });
    await call(list.POST, { method: "POST", path: "/api/v1/diver/dive-logs", token: diver.token, body: diveBody({ comments: "Bad\u0001char & <tags>" }) });
    await call(list.POST, { method: "POST", path: "/api/v1/diver/dive-logs", token: diver.token, body: diveBody({ date: "2026-06-15", depth_unit: "ft", max_depth: 100, average_depth: 60, gas: "air", gas_mix: null, temperature_unit: "f", water_temperature: 77, weather_temperature: 86 }) });
    const res = await download(diver.token, "UDDF");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".*\.uddf"$/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const doc = create(res.text).end({ format: "object" }) as Obj;
    const uddf = doc.uddf as Obj;
    expect(uddf["@version"]).toBe("3.2.0");
    expect(uddf["@xmlns"]).toBe("http://www.streit.cc/uddf/3.2/");
    expect(Object.keys(uddf).filter((k) => !k.startsWith("@"))).toEqual(["generator", "diver", "divesite", "gasdefinitions", "profiledata"]);
    expect((uddf.generator as Obj).name).toBe("DiveCert");
    const mixes = asArray((uddf.gasdefinitions as Obj).mix as Obj[]);
    expect(mixes.map((m) => [m["@id"], m.name, m.o2])).toEqual([["mix-o2-21", "Air", "0.21"], ["mix-o2-32", "EAN32", "0.32"]]);

    const groups = asArray((uddf.profiledata as Obj).repetitiongroup as Obj[]);
    const dives = groups.flatMap((g) => asArray(g.dive as Obj[]));
    expect(dives).toHaveLength(2);
    const [metric, imperial] = dives as [Obj, Obj];
    expect(metric.informationbeforedive).toMatchObject({ divenumber: "1", datetime: "2026-06-14T10:01:00" });
    expect(metric.informationafterdive).toMatchObject({ greatestdepth: "18.4", averagedepth: "13.2", diveduration: "2640", lowesttemperature: "292.15" });
    expect(metric.tankdata).toMatchObject({ tankvolume: "0.012", tankpressurebegin: "20000000", tankpressureend: "5000000" });
    expect(((metric.tankdata as Obj).link as Obj)["@ref"]).toBe("mix-o2-32");
    const ext = ((metric.applicationdata as Obj).divecert as Obj);
    expect(ext).toMatchObject({ dive_type: "boat", sac_rate: "17.6", mod: "33", buddy: "Luca Bianchi", depth_unit: "m" });
    // 100 ft = 30.48 m; 77 °F = 298.15 K.
    expect(imperial.informationafterdive).toMatchObject({ greatestdepth: "30.48", lowesttemperature: "298.15" });
    expect(res.text).toContain("Badchar &amp; &lt;tags&gt;");
  });

  it("exports an empty logbook as a header only", async () => {
    const diver = await createUser();
    const csv = await download(diver.token, "csv");
    expect(parseCsv(csv.text)).toHaveLength(1);
    const uddf = await download(diver.token, "uddf");
    expect(uddf.status).toBe(200);
    expect(() => create(uddf.text)).not.toThrow();
  });

  it("refuses an unknown format", async () => {
    const diver = await createUser();
    for (const q of ["format=pdf", "format="]) {
      const res = await call(exportRoute.GET, { path: `${path}?${q}`, token: diver.token });
      expect(res.status).toBe(422);
      expect(res.json.errors).toHaveProperty("format");
    }
  });

  it("streams a large logbook in pages (1,200 dives, three pages)", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 1200, { dates: (i) => new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10) });
    const csv = await download(diver.token, "csv");
    expect(parseCsv(csv.text)).toHaveLength(1201);
    const uddf = await download(diver.token, "uddf");
    expect(uddf.text.match(/<dive id=/g)).toHaveLength(1200);
    expect(uddf.text.match(/<repetitiongroup id=/g)).toHaveLength(400);
  });
});
