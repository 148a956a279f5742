import { beforeAll, describe, expect, it } from "vitest";
import * as distributorRoute from "@/app/api/v1/distributors/[id]/route";
import * as centersRoute from "@/app/api/v1/distributors/[id]/centers/route";
import { getDb } from "@/lib/db/client";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol } from "@/tests/support/learning-factories";

// A distributor's members read it and its dive centers with the centers' figures (contract
// section 6); everyone else is refused (403), an unknown distributor is 404.

let owner: CreatedUser;
let manager: CreatedUser;
let outsider: CreatedUser;
let staff: CreatedUser;
let distributorId: number;
let otherId: number;
let reefId: number;

const read = (id: number | string, token: string) => call(distributorRoute.GET, { path: `/api/v1/distributors/${id}`, token, params: { id: String(id) } });
const list = (id: number, token: string, query = "") =>
  call(centersRoute.GET, { path: `/api/v1/distributors/${id}/centers${query}`, token, params: { id: String(id) } });

beforeAll(async () => {
  [owner, manager, outsider, staff] = await Promise.all([createUser(), createUser(), createUser({ professional: true }), createUser({ role: "admin" })]);
  const db = await getDb();
  const d = await db.distributor.create({ data: { name: "Mediterraneo Diving", country: "IT", email: "info@med.example" }, select: { id: true } });
  const other = await db.distributor.create({ data: { name: "Elsewhere", country: "FR", active: false }, select: { id: true } });
  distributorId = d.id;
  otherId = other.id;
  await db.distributorMember.createMany({
    data: [
      { distributorId, userId: owner.user.id, role: "owner" },
      { distributorId, userId: manager.user.id, role: "manager" },
      { distributorId: otherId, userId: owner.user.id, role: "owner" },
      { distributorId: otherId, userId: manager.user.id, role: "manager" },
    ],
  });
  // 17 centers (two pages of 15); one with figures: an instructor member, a student in training, a certification, seats.
  const names = ["Straße Tauchbasis", "São Paulo Reef", ...Array.from({ length: 15 }, (_, i) => `Center ${String(i + 1).padStart(2, "0")}`)];
  for (const name of names) {
    await db.diveCenter.create({ data: { name, country: "IT", city: name === "São Paulo Reef" ? "Genova" : "Milano", distributorId, active: name !== "Center 15" } });
  }
  await db.diveCenter.create({ data: { name: "Not theirs", country: "IT", distributorId: otherId } });
  reefId = (await db.diveCenter.findFirstOrThrow({ where: { name: "São Paulo Reef", distributorId }, select: { id: true } })).id;
  const [pro, student] = await Promise.all([createUser({ professional: true }), createUser()]);
  await db.diveCenterMember.create({ data: { diveCenterId: reefId, userId: pro.user.id, role: "instructor" } });
  const course = await createCourse();
  await enrol({ userId: student.user.id, courseId: course.id, instructorId: pro.user.id, diveCenterId: reefId });
  await db.certification.create({ data: { number: `DC-DIST-${Date.now()}`, userId: student.user.id, courseId: course.id, level: "diver", issuedAt: new Date(), diveCenterId: reefId } });
  await db.centerSeatBalance.create({ data: { diveCenterId: reefId, courseId: course.id, bought: 5, assigned: 2 } });
});

describe("GET /distributors/{id}", () => {
  it("answers members with the distributor, their role, totals and the first page of centers with figures", async () => {
    const res = await read(distributorId, owner.token);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ id: distributorId, name: "Mediterraneo Diving", country: "IT", email: "info@med.example", active: true, role: "owner" });
    expect(data.totals).toEqual({ centers: 17, instructors: 1, students_in_training: 1, certifications_this_year: 1, seats_left: 3 });
    expect(data.centers).toMatchObject({ current_page: 1, per_page: 15, total: 17, last_page: 2 });
    expect(data.centers.data).toHaveLength(15);
    expect(data.centers.path).toMatch(new RegExp(`/api/v1/distributors/${distributorId}/centers$`));
    const reef = (await list(distributorId, owner.token, "?page=2")).json.data.data.find((c: { id: number }) => c.id === reefId);
    expect(reef).toEqual({ id: reefId, name: "São Paulo Reef", country: "IT", city: "Genova", active: true, figures: { instructors: 1, students_in_training: 1, certifications_this_year: 1, seats_left: 3 } });
    expect((await read(distributorId, manager.token)).json.data.role).toBe("manager");
  });

  it("refuses non-members (staff too) with 403, unknown or malformed ids with 404, and a deactivated one to all but owners", async () => {
    for (const u of [outsider, staff]) {
      const res = await read(distributorId, u.token);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ status: "error", message: "You are not a member of this distributor." });
      expect((await list(distributorId, u.token)).status).toBe(403);
    }
    expect((await read(2_000_000_000, owner.token)).status).toBe(404);
    expect((await read("abc", owner.token)).status).toBe(404);
    expect((await read(otherId, owner.token)).status).toBe(200);
    expect((await read(otherId, manager.token)).json).toMatchObject({ status: "error", message: "This distributor is deactivated." });
    expect((await call(distributorRoute.GET, { path: `/api/v1/distributors/${distributorId}`, params: { id: String(distributorId) } })).status).toBe(401);
  });
});

describe("GET /distributors/{id}/centers", () => {
  it("pages the centers by name with their figures", async () => {
    const second = await list(distributorId, manager.token, "?page=2");
    expect(second.status).toBe(200);
    expect(second.json.data).toMatchObject({ current_page: 2, from: 16, to: 17, total: 17, last_page: 2, next_page_url: null });
    // "Center 01".."Center 15" first; the two others' order is the collation's (C on PGlite, the locale's on PostgreSQL).
    expect(second.json.data.data.map((c: { name: string }) => c.name).sort()).toEqual(["Straße Tauchbasis", "São Paulo Reef"]);
    const small = await list(distributorId, owner.token, "?per_page=5&page=3");
    expect(small.json.data.data.map((c: { name: string }) => c.name)).toEqual(["Center 11", "Center 12", "Center 13", "Center 14", "Center 15"]);
    expect(small.json.data.data[4]).toMatchObject({ active: false, figures: { instructors: 0, students_in_training: 0, certifications_this_year: 0, seats_left: 0 } });
    expect((await list(distributorId, owner.token, "?per_page=500")).status).toBe(422);
  });

  it("searches name and city, folded (accents, ß), wildcards literal, only this distributor's centers", async () => {
    const names = async (q: string) => (await list(distributorId, owner.token, `?q=${encodeURIComponent(q)}`)).json.data.data.map((c: { name: string }) => c.name);
    expect(await names("strasse")).toEqual(["Straße Tauchbasis"]);
    expect(await names("SAO PAULO")).toEqual(["São Paulo Reef"]);
    expect(await names("genova")).toEqual(["São Paulo Reef"]);
    expect(await names("%")).toEqual([]);
    expect(await names("theirs")).toEqual([]);
    const filtered = await list(distributorId, owner.token, "?q=center&per_page=10&page=2");
    expect(filtered.json.data).toMatchObject({ total: 15, current_page: 2, from: 11, to: 15 });
    expect(filtered.json.data.next_page_url).toBeNull();
    expect(filtered.json.data.first_page_url).toContain("q=center");
  });
});
