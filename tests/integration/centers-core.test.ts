import { beforeAll, describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/v1/centers/route";
import * as oneRoute from "@/app/api/v1/centers/[id]/route";
import * as studentsRoute from "@/app/api/v1/centers/[id]/students/route";
import * as publicRoute from "@/app/api/v1/dive-centers/[id]/route";
import type { CenterRole } from "@/generated/prisma/enums";
import { lastTwelveMonths } from "@/lib/centers/certifications-per-month";
import { readMyMemberships } from "@/lib/centers/my-memberships";
import { getDb } from "@/lib/db/client";
import { auditRows } from "@/tests/support/audit-rows";
import { statementCounter } from "@/tests/support/statement-count";
import { createDiveCenter, createUser, type CreatedDiveCenter, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, enrol, expireCourseLog, type FactoryCourse } from "@/tests/support/learning-factories";

// A dive center's own routes (contract section 6): GET /centers, GET/PATCH /centers/{id},
// GET /centers/{id}/students, and the public read's instructors.

const { useCountingDb, counted } = statementCounter();

let center: CreatedDiveCenter;
let other: CreatedDiveCenter;
let closed: CreatedDiveCenter;
let owner: CreatedUser;
let manager: CreatedUser;
let teacher: CreatedUser;
let teacher2: CreatedUser;
let expiredPro: CreatedUser;
let outsider: CreatedUser;
let staff: CreatedUser;
let owd: FactoryCourse;
let aow: FactoryCourse;
const logs: Record<string, string> = {};
const divers: Record<string, CreatedUser> = {};

const member = async (centerId: number, userId: number, role: CenterRole) =>
  (await getDb()).diveCenterMember.create({ data: { diveCenterId: centerId, userId, role } });

const path = (id: number, tail = "") => `/api/v1/centers/${id}${tail}`;
const getCenter = (id: number, token: string) => call(oneRoute.GET, { path: path(id), token, params: { id: String(id) } });
const patchCenter = (id: number, token: string, body: unknown) => call(oneRoute.PATCH, { method: "PATCH", path: path(id), token, body, params: { id: String(id) } });
const students = (id: number, token: string, query = "") => call(studentsRoute.GET, { path: path(id, `/students${query}`), token, params: { id: String(id) } });

beforeAll(async () => {
  // This file's database reports every statement (the students list's cost is checked below).
  await useCountingDb();

  [center, other, closed] = await Promise.all([
    createDiveCenter({ name: "Aaa Core Center", distributor: "Core Distributor" }),
    createDiveCenter({ name: "Bbb Second Center", country: "ES" }),
    createDiveCenter({ name: "Ccc Closed Center", active: false }),
  ]);
  [owner, manager, teacher, teacher2, expiredPro, outsider, staff] = await Promise.all([
    createUser({ professional: true, firstName: "Olga", lastName: "Owner" }),
    createUser({ firstName: "Mario", lastName: "Manager" }),
    createUser({ professional: true, firstName: "Ines", lastName: "Istruttrice" }),
    createUser({ professional: true, firstName: "Bruno", lastName: "Bianchi" }),
    createUser({ professional: { status: "active", expireDate: "2020-01-31" }, firstName: "Ezio", lastName: "Expired" }),
    createUser({ professional: true }),
    createUser({ role: "admin" }),
  ]);
  await Promise.all([
    member(center.id, owner.user.id, "owner"),
    member(center.id, manager.user.id, "manager"),
    member(center.id, teacher.user.id, "instructor"),
    member(center.id, teacher2.user.id, "instructor"),
    member(center.id, expiredPro.user.id, "instructor"),
    member(other.id, owner.user.id, "instructor"),
    member(other.id, teacher.user.id, "owner"),
    member(closed.id, owner.user.id, "owner"),
    member(closed.id, manager.user.id, "manager"),
    member(closed.id, teacher.user.id, "instructor"),
  ]);
  [owd, aow] = await Promise.all([createCourse({ modules: 2, examQuestions: 2, skills: 2 }), createCourse()]);

  const db = await getDb();
  // Students of the center: three taught by `teacher`, one by `teacher2`, one on a seat with no
  // instructor; one of them completed, one expired; and a course log of another center.
  const names: [string, string, string][] = [
    ["anna", "Ánna", "Zöller"], ["bert", "Bert", "Young"], ["carla", "Carla", "Xavier"],
    ["dario", "Dario", "Wolf"], ["elena", "Elena", "Vidal"], ["fabio", "Fabio", "Ursus"],
  ];
  for (const [key, firstName, lastName] of names) divers[key] = await createUser({ firstName, lastName });
  const add = async (key: string, course: FactoryCourse, instructorId: number | null, diveCenterId: number) => {
    const log = await enrol({ userId: divers[key]!.user.id, courseId: course.id, instructorId, diveCenterId });
    logs[key] = log.logCode;
    return log;
  };
  const anna = await add("anna", owd, teacher.user.id, center.id);
  await add("bert", owd, teacher.user.id, center.id);
  await add("carla", aow, teacher.user.id, center.id);
  await add("dario", owd, teacher2.user.id, center.id);
  await add("elena", owd, null, center.id);
  await add("fabio", owd, teacher.user.id, other.id);
  // Anna signed one of two skills of a course with 2 modules and an exam: 1 of 5 items, 20 %.
  await db.skillProgress.create({ data: { courseLogId: anna.id, skillId: owd.skills[0]!.id, instructorSignedAt: new Date(), diverSignedAt: new Date() } });
  await db.courseLog.update({ where: { logCode: logs.bert! }, data: { status: "completed", completedAt: new Date() } });
  await expireCourseLog(logs.carla!);

  // Certifications: two valid this month, one revoked, one 13 months ago, one of another center.
  const now = new Date();
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const longAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 13, 10));
  let n = 0;
  const cert = (diveCenterId: number, issuedAt: Date, status: "valid" | "revoked" = "valid") =>
    db.certification.create({ data: { number: `DC-CORE-${Date.now()}-${n++}`, userId: divers.anna!.user.id, courseId: owd.id, level: "diver", issuedAt, diveCenterId, status } });
  await Promise.all([cert(center.id, thisMonth), cert(center.id, now), cert(center.id, now, "revoked"), cert(center.id, longAgo), cert(other.id, now)]);
  // Seats: 5 bought, 2 assigned of one course, 1 of 1 of another: 3 left.
  await db.centerSeatBalance.createMany({
    data: [
      { diveCenterId: center.id, courseId: owd.id, bought: 5, assigned: 2 },
      { diveCenterId: center.id, courseId: aow.id, bought: 1, assigned: 1 },
    ],
  });
});

describe("GET /centers", () => {
  it("lists the caller's centers by name, each with the caller's role and the center's fields", async () => {
    const res = await call(listRoute.GET, { path: "/api/v1/centers", token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((c: any) => [c.name, c.role])).toEqual([
      ["Aaa Core Center", "owner"], ["Bbb Second Center", "instructor"], ["Ccc Closed Center", "owner"],
    ]);
    expect(res.json.data[0]).toEqual({
      id: center.id, name: "Aaa Core Center", country: "IT", state_code: null, city: "Genova", address: null, phone: null,
      email: null, website: null, description: null, active: true, distributor: { id: center.distributorId, name: "Core Distributor" }, role: "owner",
    });
    expect(res.json.data[1].distributor).toBeNull();
    expect(res.json.data[2].active).toBe(false);
  });

  it("is an empty list for an account that belongs to none, staff included; 401 without a token", async () => {
    for (const who of [outsider, staff]) {
      const res = await call(listRoute.GET, { path: "/api/v1/centers", token: who.token });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([]);
    }
    expect((await call(listRoute.GET, { path: "/api/v1/centers" })).status).toBe(401);
  });

  it("needs a verified e-mail (403)", async () => {
    const unverified = await createUser({ verified: false });
    expect((await call(listRoute.GET, { path: "/api/v1/centers", token: unverified.token })).status).toBe(403);
  });

  it("feeds the navigation the same memberships in one statement", async () => {
    const { result, sql } = await counted(() => readMyMemberships(owner.user.id));
    expect(sql).toHaveLength(1);
    expect(result.centers.map((c) => [c.name, c.role, c.active])).toEqual([
      ["Aaa Core Center", "owner", true], ["Bbb Second Center", "instructor", true], ["Ccc Closed Center", "owner", false],
    ]);
    expect(result.distributors).toEqual([]);
  });
});

describe("GET /centers/{id}", () => {
  it("gives the center, the caller's role, the figures counted right and 12 months of certifications", async () => {
    const res = await getCenter(center.id, manager.token);
    expect(res.status).toBe(200);
    const months = lastTwelveMonths();
    expect(res.json.data).toMatchObject({
      id: center.id, name: "Aaa Core Center", role: "manager",
      // 3 instructor members (an expired professional is still a member); Anna, Dario, Elena in
      // training (Bert completed, Carla expired, Fabio elsewhere); 2 valid this year; 5-2 + 1-1 seats.
      figures: { instructors: 3, students_in_training: 3, certifications_this_year: 2, seats_left: 3 },
    });
    expect(res.json.data.certifications_per_month).toHaveLength(12);
    expect(res.json.data.certifications_per_month.map((m: any) => m.month)).toEqual(months);
    expect(res.json.data.certifications_per_month.at(-1)).toEqual({ month: months[11], count: 2 });
    expect(res.json.data.certifications_per_month.slice(0, 11).every((m: any) => m.count === 0)).toBe(true);
  });

  it("answers every member with its role; 403 to a non-member and to staff; 404 for an unknown center", async () => {
    expect((await getCenter(center.id, teacher.token)).json.data.role).toBe("instructor");
    expect((await getCenter(other.id, teacher.token)).json.data.role).toBe("owner");
    for (const who of [outsider, staff]) {
      const res = await getCenter(center.id, who.token);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ status: "error", message: "You are not a member of this dive center." });
    }
    expect((await getCenter(2_000_000_000, owner.token)).status).toBe(404);
    expect((await call(oneRoute.GET, { path: "/api/v1/centers/x", token: owner.token, params: { id: "x" } })).status).toBe(404);
    expect((await call(oneRoute.GET, { path: path(center.id), params: { id: String(center.id) } })).status).toBe(401);
  });

  it("a deactivated center: its owner can read it, its manager and instructor get 403", async () => {
    const read = await getCenter(closed.id, owner.token);
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ active: false, role: "owner" });
    for (const who of [manager, teacher]) {
      const res = await getCenter(closed.id, who.token);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("This dive center is deactivated.");
    }
  });
});

describe("PATCH /centers/{id}", () => {
  it("lets an owner change the settings, and writes one audit row with before and after", async () => {
    const res = await patchCenter(center.id, owner.token, {
      phone: "+39 010 123456", email: "Info@Core.example", website: "https://core.example", address: "Via del Mare 1", description: "Reef dives every day.",
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      phone: "+39 010 123456", email: "info@core.example", website: "https://core.example", address: "Via del Mare 1",
      city: "Genova", description: "Reef dives every day.", role: "owner", name: "Aaa Core Center",
    });
    const rows = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.settings.changed");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: owner.user.id,
      before: { phone: null, email: null, website: null, address: null, description: null },
      after: { phone: "+39 010 123456", email: "info@core.example", website: "https://core.example", address: "Via del Mare 1", description: "Reef dives every day." },
    });
    expect(rows[0]!.before).not.toHaveProperty("city");
  });

  it("lets a manager change one field, clear another with null or \"\", and keeps the rest", async () => {
    const res = await patchCenter(center.id, manager.token, { city: "Camogli", address: "", description: null });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ city: "Camogli", address: null, description: null, phone: "+39 010 123456", role: "manager" });
    const rows = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.settings.changed");
    expect(rows.at(-1)).toMatchObject({
      actorId: manager.user.id,
      before: { city: "Genova", address: "Via del Mare 1", description: "Reef dives every day." },
      after: { city: "Camogli", address: null, description: null },
    });
  });

  it("writes no audit row when nothing changes", async () => {
    const before = (await auditRows("dive_center", center.id)).length;
    expect((await patchCenter(center.id, owner.token, { city: "Camogli" })).status).toBe(200);
    expect((await patchCenter(center.id, owner.token, {})).status).toBe(200);
    expect(await auditRows("dive_center", center.id)).toHaveLength(before);
  });

  it("keeps name and country with staff, and refuses unknown fields and bad values (422, nothing written)", async () => {
    const before = (await auditRows("dive_center", center.id)).length;
    const staffOnly = await patchCenter(center.id, owner.token, { name: "Renamed", country: "FR", city: "Nice" });
    expect(staffOnly.status).toBe(422);
    expect(staffOnly.json.errors).toMatchObject({
      name: ["The name and the country of a dive center stay with staff."],
      country: ["The name and the country of a dive center stay with staff."],
    });
    const unknown = await patchCenter(center.id, owner.token, { active: false });
    expect(unknown.status).toBe(422);
    const bad = await patchCenter(center.id, owner.token, { email: "not-an-email", website: "ftp://x.example", phone: "call me", description: "x".repeat(2001) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["description", "email", "phone", "website"]);
    expect((await getCenter(center.id, owner.token)).json.data).toMatchObject({ name: "Aaa Core Center", country: "IT", city: "Camogli" });
    expect(await auditRows("dive_center", center.id)).toHaveLength(before);
  });

  it("is for owners and managers: 403 to an instructor, a non-member and staff; 404 for an unknown center", async () => {
    for (const who of [teacher, outsider, staff]) {
      const res = await patchCenter(center.id, who.token, { city: "Nowhere" });
      expect(res.status).toBe(403);
      expect(res.json.status).toBe("error");
    }
    expect((await patchCenter(center.id, teacher.token, { city: "x" })).json.message).toBe("Only an owner or a manager of the dive center can do this.");
    expect((await patchCenter(2_000_000_000, owner.token, { city: "x" })).status).toBe(404);
  });

  it("a deactivated center refuses every change, its owner's too (403)", async () => {
    for (const who of [owner, manager]) {
      const res = await patchCenter(closed.id, who.token, { city: "Nowhere" });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("This dive center is deactivated.");
    }
    expect(await auditRows("dive_center", closed.id)).toEqual([]);
  });
});

describe("GET /centers/{id}/students", () => {
  const codes = (res: { json: any }) => res.json.data.data.map((s: any) => s.log_code);

  it("lists every course log of the center for an owner or a manager, newest first, in the contract's shape", async () => {
    for (const who of [owner, manager]) {
      const res = await students(center.id, who.token);
      expect(res.status).toBe(200);
      expect(codes(res)).toEqual([logs.elena, logs.dario, logs.carla, logs.bert, logs.anna]);
      expect(res.json.data).toMatchObject({ total: 5, current_page: 1, per_page: 15, last_page: 1 });
    }
    const res = await students(center.id, owner.token);
    const anna = res.json.data.data.find((s: any) => s.log_code === logs.anna);
    expect(anna).toEqual({
      log_code: logs.anna,
      diver: { member_id: divers.anna!.user.memberId, full_name: "Ánna Zöller" },
      course: { code: owd.code, name: owd.name },
      instructor: { member_id: teacher.user.memberId, full_name: "Ines Istruttrice" },
      status: "active", progress: 20,
      started_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const byCode = Object.fromEntries(res.json.data.data.map((s: any) => [s.log_code, s]));
    expect(byCode[logs.bert!]).toMatchObject({ status: "completed", progress: 100 });
    expect(byCode[logs.carla!]).toMatchObject({ status: "expired" });
    expect(byCode[logs.elena!]).toMatchObject({ instructor: null, status: "active", progress: 0 });
  });

  it("shows an instructor member only the students he or she teaches", async () => {
    expect(codes(await students(center.id, teacher.token))).toEqual([logs.carla, logs.bert, logs.anna]);
    expect(codes(await students(center.id, teacher2.token))).toEqual([logs.dario]);
    expect(codes(await students(other.id, owner.token))).toEqual([]);
    expect(codes(await students(other.id, teacher.token))).toEqual([logs.fabio]);
  });

  it("filters by status, course and member id", async () => {
    expect(codes(await students(center.id, owner.token, "?status=active"))).toEqual([logs.elena, logs.dario, logs.anna]);
    expect(codes(await students(center.id, owner.token, "?status=completed"))).toEqual([logs.bert]);
    expect(codes(await students(center.id, owner.token, "?status=expired"))).toEqual([logs.carla]);
    expect(codes(await students(center.id, owner.token, `?course=${aow.code.toLowerCase()}`))).toEqual([logs.carla]);
    // A whole member id reads its unique index (no folding; the folded search is in
    // tests/integration/engines/centers-students-search.test.ts).
    expect(codes(await students(center.id, owner.token, `?q=${divers.elena!.user.memberId.toLowerCase()}`))).toEqual([logs.elena]);
    expect(codes(await students(center.id, owner.token, "?q=&status=&course="))).toHaveLength(5);
    expect(codes(await students(center.id, teacher.token, "?status=active"))).toEqual([logs.anna]);
    const bad = await students(center.id, owner.token, "?status=lost&per_page=500");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["per_page", "status"]);
  });

  it("paginates in the Laravel length-aware shape, keeping the filters in the links", async () => {
    const res = await students(center.id, owner.token, "?per_page=2&page=2&status=");
    expect(res.json.data).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3, from: 3, to: 4 });
    expect(codes(res)).toEqual([logs.carla, logs.bert]);
    expect(res.json.data.next_page_url).toContain("page=3");
  });

  it("costs the same number of statements whatever the page size", async () => {
    const small = await counted(() => students(center.id, owner.token, "?per_page=1"));
    const large = await counted(() => students(center.id, owner.token, "?per_page=100"));
    expect(small.result.status).toBe(200);
    expect(large.result.json.data.data).toHaveLength(5);
    expect(large.sql.length).toBe(small.sql.length);
  });

  it("is for members: 403 to a non-member and staff, 404 for an unknown center, the deactivated center's owner only", async () => {
    for (const who of [outsider, staff]) expect((await students(center.id, who.token)).status).toBe(403);
    expect((await students(2_000_000_000, owner.token)).status).toBe(404);
    expect((await students(closed.id, owner.token)).status).toBe(200);
    expect((await students(closed.id, manager.token)).status).toBe(403);
    expect((await students(closed.id, teacher.token)).status).toBe(403);
  });
});

describe("GET /dive-centers/{id} (public)", () => {
  it("lists the center's instructor members whose professional membership is active, by name, and its description", async () => {
    const db = await getDb();
    const suspended = await createUser({ professional: { status: "suspended" }, firstName: "Sara", lastName: "Sospesa" });
    await member(center.id, suspended.user.id, "instructor");
    // A professional whose account (not membership) is suspended is not shown either.
    const closedAccount = await createUser({ professional: true, firstName: "Carlo", lastName: "Chiuso" });
    await member(center.id, closedAccount.user.id, "instructor");
    await db.user.update({ where: { id: closedAccount.user.id }, data: { status: "suspended" } });
    await db.diveCenter.update({ where: { id: center.id }, data: { description: "Reef dives every day." } });
    const res = await call(publicRoute.GET, { path: `/api/v1/dive-centers/${center.id}`, params: { id: String(center.id) } });
    expect(res.status).toBe(200);
    // What the center says about itself (its settings) is public too.
    expect(res.json.data.description).toBe("Reef dives every day.");
    expect(res.json.data.instructors).toEqual([
      { member_id: teacher2.user.memberId, full_name: "Bruno Bianchi", qualification: "Scuba Instructor" },
      { member_id: teacher.user.memberId, full_name: "Ines Istruttrice", qualification: "Scuba Instructor" },
    ]);
    // The owner is a professional but not an instructor member: not listed.
    expect(JSON.stringify(res.json.data.instructors)).not.toContain(owner.user.memberId);
    const second = await call(publicRoute.GET, { path: `/api/v1/dive-centers/${other.id}`, params: { id: String(other.id) } });
    // In the second center the owner of the first is an instructor member.
    expect(second.json.data.instructors).toEqual([{ member_id: owner.user.memberId, full_name: "Olga Owner", qualification: "Scuba Instructor" }]);
  });
});
