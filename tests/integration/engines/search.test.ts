import { beforeAll, describe, expect, it } from "vitest";
import * as diversRoute from "@/app/api/v1/search/divers/route";
import * as instructorsRoute from "@/app/api/v1/search/instructors/route";
import * as centersRoute from "@/app/api/v1/search/dive-centers/route";
import { dateOnly } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { getPublicInstructor } from "@/lib/search/get-public-instructor";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createDiveCenter, createUser, type CreatedDiveCenter, type CreatedUser } from "@/tests/support/factories";
import { call, freshIp } from "@/tests/support/http";
import { createCourse, grantCertification } from "@/tests/support/learning-factories";

// Public search: exact diver checks that never list people, and active professionals only.

const diverKeys = ["certified_at", "full_name", "highest_certification", "member_id", "status"];
const instructorKeys = ["country", "dive_center", "full_name", "level", "level_label", "member_id"];
const searchDivers = (body: unknown, ip = freshIp()) => call(diversRoute.POST, { path: "/api/v1/search/divers", body, ip });
const searchInstructors = (body: unknown) => call(instructorsRoute.POST, { path: "/api/v1/search/instructors", body });

let jose: CreatedUser;
let center: CreatedDiveCenter;
let activePro: CreatedUser;
let expiredPro: CreatedUser;

async function withDob(user: CreatedUser, dob: string) {
  const db = await getDb();
  await db.user.update({ where: { id: user.user.id }, data: { dob: dateOnly(dob) } });
  return user;
}

beforeAll(async () => {
  center = await createDiveCenter({ name: "Blue Hole Divers", country: "MT" });
  jose = await withDob(await createUser({ firstName: "José", lastName: "Núñez", country: "ES" }), "1985-03-14");
  const course = await createCourse({ name: "Advanced Diver", level: "diver" });
  await grantCertification(jose.user.id, course.id);
  const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
  activePro = await createUser({ firstName: "Zoë", lastName: "Vella", country: "MT", diveCenter: center, professional: { jobCountry: "MT", expireDate: nextYear }, defaultLanguage: "it" });
  // Stored status still says active, but the expiry date has passed.
  expiredPro = await createUser({ firstName: "Zoë", lastName: "Expired", country: "MT", professional: { status: "active", jobCountry: "MT", expireDate: "2020-01-31" } });
});

describe("POST /search/divers", () => {
  it("finds a diver by a whole member id, with public fields only", async () => {
    const res = await searchDivers({ member_id: jose.user.memberId.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(diverKeys);
    expect(res.json.data[0]).toMatchObject({ member_id: jose.user.memberId, full_name: "José Núñez", highest_certification: "Advanced Diver", status: "Account Active" });
    expect(res.json.data[0].certified_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.text).not.toContain("@");
    expect(res.text).not.toContain("1985-03-14");
  });

  it("matches names whatever the case and accents, with the exact date of birth", async () => {
    for (const [first_name, last_name] of [["jose", "nunez"], ["JOSÉ", "NÚÑEZ"], [" José ", "Nuñez"]]) {
      const res = await searchDivers({ first_name, last_name, dob: "1985-03-14" });
      expect(res.json.data.map((d: { member_id: string }) => d.member_id)).toEqual([jose.user.memberId]);
    }
  });

  it("never matches part of a name, another date of birth, or one name alone", async () => {
    for (const body of [
      { first_name: "Jos", last_name: "Núñez", dob: "1985-03-14" },
      { first_name: "José", last_name: "Núñ", dob: "1985-03-14" },
      { first_name: "José", last_name: "Núñez", dob: "1985-03-15" },
      { first_name: "%", last_name: "%", dob: "1985-03-14" },
    ]) {
      const res = await searchDivers(body);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([]);
    }
    const alone = await searchDivers({ last_name: "Núñez" });
    expectErrorEnvelope(alone, 422);
    expect(Object.keys(alone.json.errors).sort()).toEqual(["dob", "first_name"]);
  });

  it("refuses a partial member id (422) and finds no unknown one", async () => {
    expectErrorEnvelope(await searchDivers({ member_id: jose.user.memberId.slice(0, 8) }), 422);
    expect((await searchDivers({ member_id: "ZZ99-999-999" })).json.data).toEqual([]);
    expectErrorEnvelope(await searchDivers({}), 422);
  });

  it("never lets a name of accent marks alone stand for a missing first name", async () => {
    const nameless = await withDob(await createUser({ lastName: "Senzanome" }), "1988-08-08");
    await (await getDb()).user.update({ where: { id: nameless.user.id }, data: { firstName: null } });
    const res = await searchDivers({ first_name: "\u0301", last_name: "Senzanome", dob: "1988-08-08" });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });

  it("does not find a closed account", async () => {
    const closed = await withDob(await createUser({ firstName: "Closed", lastName: "Account", status: "closed" }), "1970-01-01");
    expect((await searchDivers({ member_id: closed.user.memberId })).json.data).toEqual([]);
    expect((await searchDivers({ first_name: "Closed", last_name: "Account", dob: "1970-01-01" })).json.data).toEqual([]);
  });

  it("answers at most 5 people who share a name and a birthday", async () => {
    for (let i = 0; i < 6; i++) await withDob(await createUser({ firstName: "Anna", lastName: "Bianchi" }), "1992-07-07");
    const res = await searchDivers({ first_name: "anna", last_name: "bianchi", dob: "1992-07-07" });
    expect(res.json.data).toHaveLength(5);
    for (const row of res.json.data) expect(Object.keys(row).sort()).toEqual(diverKeys);
  });

  it("allows 30 checks an hour per address, then 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await searchDivers({ member_id: "ZZ99-999-999" }, ip)).status).toBe(200);
    const res = await searchDivers({ member_id: "ZZ99-999-999" }, ip);
    expectErrorEnvelope(res, 429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await searchDivers({ member_id: "ZZ99-999-999" })).status).toBe(200);
  });
});

describe("POST /search/instructors", () => {
  it("lists active professionals with public fields only", async () => {
    const res = await searchInstructors({ country: "mt" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ current_page: 1, total: 1 });
    const [row] = res.json.data.data;
    expect(Object.keys(row).sort()).toEqual(instructorKeys);
    expect(row).toMatchObject({ member_id: activePro.user.memberId, full_name: "Zoë Vella", level: "professional", country: "MT", dive_center: { id: center.id, name: "Blue Hole Divers" } });
  });

  it("leaves out a professional whose expiry date has passed, and plain divers", async () => {
    const byName = await searchInstructors({ name: "zoë" });
    expect(byName.json.data.data.map((r: { member_id: string }) => r.member_id)).toEqual([activePro.user.memberId]);
    expect((await searchInstructors({ member_id: expiredPro.user.memberId })).json.data.total).toBe(0);
    expect((await searchInstructors({ member_id: jose.user.memberId })).json.data.total).toBe(0);
  });

  it("filters by name words, member id and language", async () => {
    expect((await searchInstructors({ name: "vella zoë" })).json.data.total).toBe(1);
    expect((await searchInstructors({ name: "vella smith" })).json.data.total).toBe(0);
    expect((await searchInstructors({ member_id: activePro.user.memberId, language: "it" })).json.data.total).toBe(1);
    expect((await searchInstructors({ member_id: activePro.user.memberId, language: "de" })).json.data.total).toBe(0);
    expect((await searchInstructors({ name: "%" })).json.data.total).toBe(0);
  });

  it("orders by last then first name, pages, and keeps the total on a page past the end", async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
    const pro = (firstName: string, lastName: string) =>
      createUser({ firstName, lastName, country: "IS", professional: { jobCountry: "IS", expireDate: nextYear } });
    const made = [await pro("Sigrún", "Ólafsdóttir"), await pro("Anna", "Jónsdóttir"), await pro("Björk", "Jónsdóttir")];
    const ids = (body: unknown) => searchInstructors(body).then((r) => r.json.data.data.map((x: { member_id: string }) => x.member_id));
    const [sigrun, anna, bjork] = made.map((m) => m.user.memberId);
    expect(await ids({ country: "is" })).toEqual([anna, bjork, sigrun]);
    const page2 = await searchInstructors({ country: "is", per_page: 2, page: 2 });
    expect(page2.json.data).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });
    expect(page2.json.data.data.map((x: { member_id: string }) => x.member_id)).toEqual([sigrun]);
    const past = await searchInstructors({ country: "is", per_page: 2, page: 5 });
    expect(past.json.data).toMatchObject({ total: 3, data: [], last_page: 2 });
  });

  it("names invalid filters (422)", async () => {
    const res = await searchInstructors({ country: "Malta", language: "klingon", member_id: "MT1", page: 0 });
    expectErrorEnvelope(res, 422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["country", "language", "member_id", "page"]);
  });

  it("gives a public profile with languages and the dive center, and none for an expired professional", async () => {
    const profile = await getPublicInstructor(activePro.user.memberId, "en");
    expect(Object.keys(profile!).sort()).toEqual([...instructorKeys, "country_name", "languages", "qualification"].sort());
    expect(profile).toMatchObject({ languages: ["it"], country_name: "Malta", dive_center: { id: center.id, name: "Blue Hole Divers" } });
    expect(await getPublicInstructor(expiredPro.user.memberId, "en")).toBeNull();
  });
});

describe("POST /search/dive-centers (contract: name, country, city, page)", () => {
  it("filters by name, country and city", async () => {
    const res = await call(centersRoute.POST, { path: "/api/v1/search/dive-centers", body: { name: "blue hole", country: "MT", city: "genova", page: 1 } });
    expect(res.status).toBe(200);
    expect(res.json.data.data.map((c: { id: number }) => c.id)).toEqual([center.id]);
  });
});
