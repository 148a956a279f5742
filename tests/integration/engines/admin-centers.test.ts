import { describe, expect, it } from "vitest";
import * as centers from "@/app/api/v1/admin/dive-centers/route";
import * as center from "@/app/api/v1/admin/dive-centers/[id]/route";
import * as distributors from "@/app/api/v1/admin/distributors/route";
import * as distributor from "@/app/api/v1/admin/distributors/[id]/route";
import * as publicList from "@/app/api/v1/dive-centers/route";
import * as publicOne from "@/app/api/v1/dive-centers/[id]/route";
import * as searchCenters from "@/app/api/v1/search/dive-centers/route";
import * as searchCountry from "@/app/api/v1/search/dive-centers/[country]/route";
import * as utilityList from "@/app/api/v1/utility/dive-centers/route";
import * as utilityOne from "@/app/api/v1/utility/dive-centers/[id]/route";
import * as profileCenter from "@/app/api/v1/profile/dive-center/route";
import { getDb } from "@/lib/db/client";
import { auditRows } from "@/tests/support/audit-rows";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createDiveCenter, createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const BASE = "/api/v1/admin/dive-centers";
const admin = () => createUser({ role: "admin", totp: true });
const post = (token: string, body: unknown) => call(centers.POST, { method: "POST", path: BASE, token, body });
const patch = (token: string, id: number | string, body: unknown) =>
  call(center.PATCH, { method: "PATCH", path: `${BASE}/${id}`, token, body, params: { id: String(id) } });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("staff console: dive centers", () => {
  it("creates a dive center with every field, normalising the subdivision, and reads it back", async () => {
    const { token, user } = await admin();
    const dist = await call(distributors.POST, { method: "POST", path: "/api/v1/admin/distributors", token, body: { name: unique("Mare Nostrum"), country: "it", email: "Info@Mare.example" } });
    expect(dist.status).toBe(201);
    expect(dist.json.data).toMatchObject({ country: "IT", email: "info@mare.example", active: true, dive_centers_count: 0 });
    const name = unique("Blu Profondo");
    const res = await post(token, {
      name, country: "it", state_code: "rm", city: "Roma", address: "Via del Mare 1", phone: "+39 06 123 4567",
      email: "Blu@Example.com", website: "https://blu.example.com", distributor_id: dist.json.data.id,
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      name, country: "IT", country_name: "Italy", state_code: "IT-RM", city: "Roma", active: true,
      contact: { phone: "+39 06 123 4567", email: "blu@example.com", website: "https://blu.example.com" },
      distributor: { id: dist.json.data.id },
    });
    expect(res.json.data.created_at).toMatch(/\.\d{6}\+00:00$/);
    const id = res.json.data.id;
    const read = await call(center.GET, { path: `${BASE}/${id}`, token, params: { id: String(id) } });
    expect(read.json.data).toEqual(res.json.data);
    const rows = await auditRows("dive_center", id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "dive_center.created", actorId: user.id, actorRole: "admin" });
    // The route hands the request's address and id to the service.
    expect(rows[0]!.ip).toBeTruthy();
    expect(rows[0]!.requestId).toBe(res.headers.get("x-request-id"));
    expect(rows[0]!.after).toMatchObject({ name, country: "IT", state_code: "IT-RM", distributor_id: dist.json.data.id, active: true });
  });

  it("answers 422 with field errors for bad input and leaves nothing behind", async () => {
    const { token } = await admin();
    const db = await getDb();
    const before = await db.diveCenter.count();
    const bad = await post(token, { name: "X", country: "XX", email: "nope", website: "ftp://x", phone: "call me" });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["country", "email", "name", "phone", "website"]);
    const state = await post(token, { name: unique("Centro"), country: "IT", state_code: "FR-75" });
    expectErrorEnvelope(state, 422);
    expect(state.json.errors.state_code[0]).toMatch(/ISO 3166-2 subdivision of IT/);
    const missingDist = await post(token, { name: unique("Centro"), country: "IT", distributor_id: 2_000_000_000 });
    expectErrorEnvelope(missingDist, 422);
    expect(missingDist.json.errors.distributor_id).toEqual(["The selected distributor does not exist."]);
    const missing = await post(token, {});
    expect(Object.keys(missing.json.errors).sort()).toEqual(["country", "name"]);
    expect(await db.diveCenter.count()).toBe(before);
    const created = await post(token, { name: unique("Centro"), country: "FR" });
    const id = created.json.data.id;
    const wrongState = await patch(token, id, { state_code: "IT-RM" });
    expectErrorEnvelope(wrongState, 422);
    // Changing the country validates the stored subdivision against the new one.
    expect((await patch(token, id, { state_code: "FR-75C" })).status).toBe(200);
    const moved = await patch(token, id, { country: "IT" });
    expectErrorEnvelope(moved, 422);
    expect(moved.json.errors.state_code).toBeDefined();
    expect((await patch(token, id, { country: "IT", state_code: null })).json.data).toMatchObject({ country: "IT", state_code: null });
    expect((await patch(token, 2_000_000_000, { name: "Nobody here" })).status).toBe(404);
    expect((await patch(token, "abc", { name: "Nobody here" })).status).toBe(404);
  });

  it("deactivation takes a center out of public search and the utility lists at once, and it stays on records", async () => {
    const { token } = await admin();
    const name = unique("Scogliera Nascosta");
    const created = await post(token, { name, country: "MT", city: "Gozo" });
    const id = created.json.data.id as number;
    const diver = await createUser({ diveCenter: { id, name, country: "MT", distributorId: null, distributorName: null } });
    const db = await getDb();
    const course = await db.course.create({ data: { code: `DCX-${id}`, name: "Center Course", level: "diver", description: "x" } });
    const cert = await db.certification.create({ data: { number: `DC-TEST-C${id}`, userId: diver.user.id, courseId: course.id, level: "diver", issuedAt: new Date(), diveCenterId: id } });

    const visible = async () => {
      const list = await call(publicList.GET, { path: `/api/v1/dive-centers?q=${encodeURIComponent(name)}` });
      const search = await call(searchCenters.POST, { method: "POST", path: "/api/v1/search/dive-centers", body: { name } });
      const country = await call(searchCountry.GET, { path: "/api/v1/search/dive-centers/MT", params: { country: "MT" } });
      const utility = await call(utilityList.GET, { path: "/api/v1/utility/dive-centers?country=MT&per_page=100" });
      const utilityItem = await call(utilityOne.GET, { path: `/api/v1/utility/dive-centers/${id}`, params: { id: String(id) } });
      return {
        list: list.json.data.data.some((c: { id: number }) => c.id === id),
        search: search.json.data.data.some((c: { id: number }) => c.id === id),
        country: country.json.data.some((c: { id: number }) => c.id === id),
        utility: utility.json.data.data.some((c: { id: number }) => c.id === id),
        utilityItem: utilityItem.status,
      };
    };
    expect(await visible()).toEqual({ list: true, search: true, country: true, utility: true, utilityItem: 200 });

    const off = await patch(token, id, { active: false });
    expect(off.status).toBe(200);
    expect(off.json.data.active).toBe(false);
    expect(await visible()).toEqual({ list: false, search: false, country: false, utility: false, utilityItem: 404 });
    // A new member cannot choose it any more.
    const other = await createUser();
    const join = await call(profileCenter.PATCH, { method: "PATCH", path: "/api/v1/profile/dive-center", token: other.token, body: { dive_center_id: id } });
    expect(join.status).toBe(422);
    // The records that name it keep it, and its public page still shows it as inactive.
    expect((await db.user.findUniqueOrThrow({ where: { id: diver.user.id } })).diveCenterId).toBe(id);
    expect((await db.certification.findUniqueOrThrow({ where: { id: cert.id } })).diveCenterId).toBe(id);
    const page = await call(publicOne.GET, { path: `/api/v1/dive-centers/${id}`, params: { id: String(id) } });
    expect(page.json.data).toMatchObject({ id, active: false });
    // The console still lists it, under the inactive filter.
    const inactive = await call(centers.GET, { path: `${BASE}?active=false&q=${encodeURIComponent(name)}`, token });
    expect(inactive.json.data.data.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await call(centers.GET, { path: `${BASE}?active=true&q=${encodeURIComponent(name)}`, token })).json.data.total).toBe(0);

    const on = await patch(token, id, { active: true });
    expect(on.json.data.active).toBe(true);
    expect((await visible()).search).toBe(true);
    const rows = await auditRows("dive_center", id);
    expect(rows.map((r) => r.action)).toEqual(["dive_center.created", "dive_center.deactivated", "dive_center.activated"]);
    expect(rows[1]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it("assigns a center to a distributor and filters by distributor, accent- and case-insensitive search", async () => {
    const { token } = await admin();
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await call(distributors.POST, { method: "POST", path: "/api/v1/admin/distributors", token, body: { name: `Dist A ${tag}`, country: "ES" } });
    const created = await post(token, { name: `Peñíscola Buceo ${tag}`, country: "ES", city: "Castellón" });
    const id = created.json.data.id;
    const assigned = await patch(token, id, { distributor_id: a.json.data.id });
    expect(assigned.json.data.distributor).toEqual({ id: a.json.data.id, name: `Dist A ${tag}` });
    const byDist = await call(centers.GET, { path: `${BASE}?distributor_id=${a.json.data.id}`, token });
    expect(byDist.json.data.data.map((c: { id: number }) => c.id)).toEqual([id]);
    const folded = await call(centers.GET, { path: `${BASE}?q=${encodeURIComponent(`PENISCOLA buceo ${tag}`)}`, token });
    expect(folded.json.data.data.map((c: { id: number }) => c.id)).toEqual([id]);
    const city = await call(centers.GET, { path: `${BASE}?q=castellon&country=ES&distributor_id=${a.json.data.id}`, token });
    expect(city.json.data.total).toBe(1);
    const wildcard = await call(centers.GET, { path: `${BASE}?q=%25&distributor_id=${a.json.data.id}`, token });
    expect(wildcard.json.data.total).toBe(0);
    const page = await call(centers.GET, { path: `${BASE}?per_page=1&page=1`, token });
    expect(page.json.data).toMatchObject({ per_page: 1, current_page: 1 });
    expect(page.json.data.data).toHaveLength(1);
    const dist = await call(distributor.GET, { path: `/api/v1/admin/distributors/${a.json.data.id}`, token, params: { id: String(a.json.data.id) } });
    expect(dist.json.data.dive_centers_count).toBe(1);

    // A deactivated distributor cannot be chosen; the center that has it keeps it.
    const off = await call(distributor.PATCH, { method: "PATCH", path: `/api/v1/admin/distributors/${a.json.data.id}`, token, body: { active: false }, params: { id: String(a.json.data.id) } });
    expect(off.json.data.active).toBe(false);
    const other = await post(token, { name: `Other ${tag}`, country: "ES", distributor_id: a.json.data.id });
    expectErrorEnvelope(other, 422);
    expect(other.json.errors.distributor_id).toEqual(["The selected distributor is deactivated."]);
    expect((await patch(token, id, { city: "Valencia" })).status).toBe(200);
    const unassigned = await patch(token, id, { distributor_id: null });
    expect(unassigned.json.data.distributor).toBeNull();
    expect((await call(centers.GET, { path: `${BASE}?distributor_id=none&q=${tag}`, token })).json.data.total).toBe(2 - 1);

    const centerRows = await auditRows("dive_center", id);
    expect(centerRows.map((r) => r.action)).toEqual(["dive_center.created", "dive_center.updated", "dive_center.updated", "dive_center.updated"]);
    expect(centerRows[1]).toMatchObject({ before: { distributor_id: null }, after: { distributor_id: a.json.data.id } });
    const distRows = await auditRows("distributor", a.json.data.id);
    expect(distRows.map((r) => r.action)).toEqual(["distributor.created", "distributor.deactivated"]);
  });

  it("distributors: CRUD, validation, search and 404s", async () => {
    const { token } = await admin();
    const bad = await call(distributors.POST, { method: "POST", path: "/api/v1/admin/distributors", token, body: { name: "", country: "QQ", email: "x@" } });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["country", "email", "name"]);
    const name = unique("Öresund Dykning");
    const made = await call(distributors.POST, { method: "POST", path: "/api/v1/admin/distributors", token, body: { name, country: "SE" } });
    expect(made.status).toBe(201);
    const id = made.json.data.id;
    const found = await call(distributors.GET, { path: `/api/v1/admin/distributors?q=${encodeURIComponent(name.replace("Ö", "o"))}`, token });
    expect(found.json.data.data.map((d: { id: number }) => d.id)).toEqual([id]);
    const renamed = await call(distributor.PATCH, { method: "PATCH", path: `/api/v1/admin/distributors/${id}`, token, body: { name: `${name} AB`, email: "info@oresund.example" }, params: { id: String(id) } });
    expect(renamed.json.data).toMatchObject({ name: `${name} AB`, email: "info@oresund.example" });
    const cleared = await call(distributor.PATCH, { method: "PATCH", path: `/api/v1/admin/distributors/${id}`, token, body: { email: "" }, params: { id: String(id) } });
    expect(cleared.json.data.email).toBeNull();
    const unchanged = await call(distributor.PATCH, { method: "PATCH", path: `/api/v1/admin/distributors/${id}`, token, body: {}, params: { id: String(id) } });
    expect(unchanged.status).toBe(200);
    expect((await auditRows("distributor", id)).map((r) => r.action)).toEqual(["distributor.created", "distributor.updated", "distributor.updated"]);
    const missing = await call(distributor.GET, { path: "/api/v1/admin/distributors/2000000000", token, params: { id: "2000000000" } });
    expectErrorEnvelope(missing, 404);
  });

  it("refuses divers and staff without a second factor", async () => {
    const diver = await createUser();
    expect((await call(centers.GET, { path: BASE, token: diver.token })).status).toBe(403);
    expect((await post(diver.token, { name: "Nope Center", country: "IT" })).status).toBe(403);
    const existing = await createDiveCenter();
    expect((await patch(diver.token, existing.id, { active: false })).status).toBe(403);
  });
});
