import { beforeAll, describe, expect, it } from "vitest";
import * as ownRoute from "@/app/api/v1/dive-centers/applications/route";
import * as queueRoute from "@/app/api/v1/admin/dive-center-applications/route";
import * as approveRoute from "@/app/api/v1/admin/dive-center-applications/[id]/approve/route";
import * as rejectRoute from "@/app/api/v1/admin/dive-center-applications/[id]/reject/route";
import * as centerMembersRoute from "@/app/api/v1/admin/dive-centers/[id]/members/route";
import * as distributorMembersRoute from "@/app/api/v1/admin/distributors/[id]/members/route";
import { countWaiting } from "@/lib/admin-console/count-waiting";
import { getDb } from "@/lib/db/client";
import { auditRows } from "@/tests/support/audit-rows";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createDiveCenter, createUser, mailsSettled, mailsTo, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// Becoming a dive center (contract section 6, decision 0043): a professional applies, staff with
// the `accounts` permission approve (a new active center, the applicant its owner, one
// transaction) or reject (with a reason); the applicant is e-mailed either way; staff add members
// to any center or distributor. In engines/: the races (two submissions, two decisions, two
// additions at once) depend on the database engine.

const OWN = "/api/v1/dive-centers/applications";
const QUEUE = "/api/v1/admin/dive-center-applications";

let pro: CreatedUser;
let diver: CreatedUser;
let staff: CreatedUser;
let records: CreatedUser;
let distributorId: number;
let inactiveDistributorId: number;

const apply = (token: string | undefined, body: unknown) => call(ownRoute.POST, { method: "POST", path: OWN, token, body });
const approve = (token: string, id: number | string) =>
  call(approveRoute.POST, { method: "POST", path: `${QUEUE}/${id}/approve`, token, params: { id: String(id) } });
const reject = (token: string, id: number | string, body: unknown) =>
  call(rejectRoute.POST, { method: "POST", path: `${QUEUE}/${id}/reject`, token, body, params: { id: String(id) } });
const queue = (token: string, query = "") => call(queueRoute.GET, { path: `${QUEUE}${query}`, token });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh professional with a pending application; its id. */
async function pendingApplication(options: { lang?: string; name?: string } = {}) {
  const applicant = await createUser({ professional: true, defaultLanguage: options.lang ?? "en", firstName: "Lucía" });
  const res = await apply(applicant.token, { name: options.name ?? unique("Arrecife"), country: "ES", state_code: "ES-CN", city: "Las Palmas" });
  expect(res.status).toBe(201);
  return { applicant, id: res.json.data.id as number };
}

beforeAll(async () => {
  [pro, diver, staff, records] = await Promise.all([
    createUser({ professional: true, defaultLanguage: "it" }),
    createUser(),
    createUser({ role: "staff", permissions: ["accounts"], totp: true }),
    createUser({ role: "staff", permissions: ["records"], totp: true }),
  ]);
  const db = await getDb();
  distributorId = (await db.distributor.create({ data: { name: unique("Canarias Distribución"), country: "ES" } })).id;
  inactiveDistributorId = (await db.distributor.create({ data: { name: unique("Closed Distribución"), country: "ES", active: false } })).id;
});

describe("POST /dive-centers/applications", () => {
  it("records a pending application (201) in the documented shape, normalising the subdivision, with an audit row about the applicant", async () => {
    const res = await apply(pro.token, {
      name: "  Buceo Atlántico ", country: "es", state_code: "cn", city: "Las Palmas", address: "Calle del Mar 1",
      phone: "+34 928 123 456", email: "Info@Atlantico.example", website: "https://atlantico.example", distributor_id: distributorId,
    });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe("success");
    expect(res.json.data).toEqual({
      id: expect.any(Number), status: "pending", name: "Buceo Atlántico", country: "ES", state_code: "ES-CN", city: "Las Palmas",
      address: "Calle del Mar 1", phone: "+34 928 123 456", email: "info@atlantico.example", website: "https://atlantico.example",
      distributor_id: distributorId, reason: null, dive_center_id: null, created_at: expect.stringMatching(/\.\d{6}\+00:00$/), decided_at: null,
    });
    const rows = await auditRows("user", pro.user.id);
    expect(rows.at(-1)).toMatchObject({ action: "dive_center.application.submitted", actorId: pro.user.id, after: { application_id: res.json.data.id, name: "Buceo Atlántico", country: "ES", state_code: "ES-CN" } });
    expect(rows.at(-1)!.requestId).toBe(res.headers.get("x-request-id"));

    // The caller's own list shows it (the form page reads its status from there).
    const own = await call(ownRoute.GET, { path: OWN, token: pro.token });
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({ current_page: 1, total: 1, data: [res.json.data] });
  });

  it("allows one pending application per applicant (409), also when two arrive at once", async () => {
    const second = await apply(pro.token, { name: unique("Otro"), country: "ES" });
    expectErrorEnvelope(second, 409);
    expect(second.json.message).toBe("You already have a dive center application waiting for a decision.");
    const racer = await createUser({ professional: true });
    const both = await Promise.all([apply(racer.token, { name: unique("Uno"), country: "IT" }), apply(racer.token, { name: unique("Dos"), country: "IT" })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const db = await getDb();
    expect(await db.diveCenterApplication.count({ where: { userId: racer.user.id } })).toBe(1);
  });

  it("checks the fields as the console's center form does (422) and writes nothing", async () => {
    const applicant = await createUser({ professional: true });
    const bad = await apply(applicant.token, { name: "X", country: "XX", email: "nope", website: "ftp://x", phone: "call me" });
    expectErrorEnvelope(bad, 422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["country", "email", "name", "phone", "website"]);
    const missing = await apply(applicant.token, {});
    expect(Object.keys(missing.json.errors).sort()).toEqual(["country", "name"]);
    const state = await apply(applicant.token, { name: unique("Centro"), country: "ES", state_code: "IT-RM" });
    expectErrorEnvelope(state, 422);
    expect(state.json.errors.state_code[0]).toMatch(/ISO 3166-2 subdivision of ES/);
    const unknown = await apply(applicant.token, { name: unique("Centro"), country: "ES", distributor_id: 2_000_000_000 });
    expect(unknown.json.errors.distributor_id).toEqual(["The selected distributor does not exist."]);
    const inactive = await apply(applicant.token, { name: unique("Centro"), country: "ES", distributor_id: inactiveDistributorId });
    expect(inactive.json.errors.distributor_id).toEqual(["The selected distributor is deactivated."]);
    const db = await getDb();
    expect(await db.diveCenterApplication.count({ where: { userId: applicant.user.id } })).toBe(0);
    expect(await auditRows("user", applicant.user.id)).toEqual([]);
  });

  it("is for verified professionals: 401 without a token, 403 for a diver or an unverified professional", async () => {
    expectErrorEnvelope(await apply(undefined, { name: unique("Centro"), country: "ES" }), 401);
    expectErrorEnvelope(await call(ownRoute.GET, { path: OWN }), 401);
    const refused = await apply(diver.token, { name: unique("Centro"), country: "ES" });
    expectErrorEnvelope(refused, 403);
    expect(refused.json.message).toBe("This area is reserved for dive professionals.");
    expectErrorEnvelope(await call(ownRoute.GET, { path: OWN, token: diver.token }), 403);
    const unverified = await createUser({ professional: true, verified: false });
    expect((await apply(unverified.token, { name: unique("Centro"), country: "ES" })).json.message).toBe("Your email address is not verified.");
  });
});

describe("the staff queue", () => {
  it("needs the accounts permission (403 for other staff and professionals, 401 without a token)", async () => {
    expectErrorEnvelope(await queue(records.token), 403);
    expectErrorEnvelope(await queue(pro.token), 403);
    expectErrorEnvelope(await call(queueRoute.GET, { path: QUEUE }), 401);
    const { id } = await pendingApplication();
    expectErrorEnvelope(await approve(records.token, id), 403);
    expectErrorEnvelope(await reject(records.token, id, { reason: "No." }), 403);
    expectErrorEnvelope(await approve(pro.token, id), 403);
    const db = await getDb();
    expect((await db.diveCenterApplication.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("lists pending applications oldest first with their applicant, filters by status, pages, and counts them for the console's home", async () => {
    const first = await pendingApplication({ name: unique("Primero") });
    const second = await pendingApplication({ name: unique("Segundo") });
    const all = await queue(staff.token, "?per_page=100");
    expect(all.status).toBe(200);
    const ids = all.json.data.data.map((a: { id: number }) => a.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.json.data.data.every((a: { status: string }) => a.status === "pending")).toBe(true);
    const mine = all.json.data.data.find((a: { id: number }) => a.id === first.id);
    expect(mine.applicant).toEqual({ user_id: first.applicant.user.id, member_id: first.applicant.user.memberId, full_name: "Lucía Rossi", email: first.applicant.user.email });
    expect(mine.distributor_name).toBeNull();
    expect((await countWaiting({ role: "staff", permissions: ["accounts"] })).applications).toBe(all.json.data.total);

    const paged = await queue(staff.token, "?per_page=1&page=2");
    expect(paged.json.data).toMatchObject({ current_page: 2, per_page: 1, total: all.json.data.total, from: 2, to: 2 });
    expect(paged.json.data.data[0].id).toBe(ids[1]);

    await reject(staff.token, second.id, { reason: "Incomplete address." });
    const rejected = await queue(staff.token, "?status=rejected&per_page=100");
    expect(rejected.json.data.data[0]).toMatchObject({ id: second.id, status: "rejected", reason: "Incomplete address." });
    expect(rejected.json.data.data.every((a: { status: string }) => a.status === "rejected")).toBe(true);
    expect((await queue(staff.token, "?status=pending&per_page=100")).json.data.data.map((a: { id: number }) => a.id)).not.toContain(second.id);
    expectErrorEnvelope(await queue(staff.token, "?status=maybe"), 422);
  });

  it("approves: an active center, the applicant its owner, the application approved, audit rows on the center and an e-mail in the applicant's language", async () => {
    const { applicant, id } = await pendingApplication({ lang: "it", name: unique("Scogliera") });
    const db = await getDb();
    await db.diveCenterApplication.update({ where: { id }, data: { distributorId } });
    const res = await approve(staff.token, id);
    expect(res.status).toBe(200);
    const center = res.json.data;
    expect(center).toMatchObject({
      active: true, country: "ES", state_code: "ES-CN", city: "Las Palmas", distributor: { id: distributorId },
      owner: { user_id: applicant.user.id, member_id: applicant.user.memberId, full_name: "Lucía Rossi", role: "owner" },
    });
    expect(center.created_at).toMatch(/\.\d{6}\+00:00$/);
    const membership = await db.diveCenterMember.findUniqueOrThrow({ where: { diveCenterId_userId: { diveCenterId: center.id, userId: applicant.user.id } } });
    expect(membership.role).toBe("owner");
    const app = await db.diveCenterApplication.findUniqueOrThrow({ where: { id } });
    expect(app).toMatchObject({ status: "approved", diveCenterId: center.id, decidedById: staff.user.id });
    expect(app.decidedAt).toBeInstanceOf(Date);

    const own = await call(ownRoute.GET, { path: OWN, token: applicant.token });
    expect(own.json.data.data[0]).toMatchObject({ id, status: "approved", dive_center_id: center.id, decided_at: expect.stringMatching(/\+00:00$/) });

    const rows = await auditRows("dive_center", center.id);
    expect(rows.map((r) => r.action)).toEqual(["dive_center.created", "dive_center.member.added", "dive_center.application.approved"]);
    expect(rows.every((r) => r.actorId === staff.user.id)).toBe(true);
    expect(rows[1]!.after).toMatchObject({ user_id: applicant.user.id, role: "owner" });
    expect(rows[2]!.after).toMatchObject({ status: "approved", application_id: id, applicant_id: applicant.user.id });

    await mailsSettled();
    const [mail, ...more] = await mailsTo(applicant.user.email, "center_application_approved");
    expect(more).toEqual([]);
    expect(mail!.text).toContain("Ciao Lucía");
    expect(mail!.text).toContain(`/centers/${center.id}`);
    expect(mail!.subject).toContain(center.name);
  });

  it("rejects with a reason (required, at most 1000 characters), e-mails it and records it about the applicant", async () => {
    const { applicant, id } = await pendingApplication();
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(1001) }]) {
      const bad = await reject(staff.token, id, body);
      expectErrorEnvelope(bad, 422);
      expect(bad.json.errors.reason).toBeDefined();
    }
    const res = await reject(staff.token, id, { reason: "We could not confirm the address." });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id, status: "rejected", reason: "We could not confirm the address.", dive_center_id: null, applicant: { user_id: applicant.user.id } });
    expect(res.json.data.decided_at).toMatch(/\+00:00$/);
    const rows = await auditRows("user", applicant.user.id);
    expect(rows.at(-1)).toMatchObject({ action: "dive_center.application.rejected", actorId: staff.user.id, after: { application_id: id, reason: "We could not confirm the address." } });
    await mailsSettled();
    const mails = await mailsTo(applicant.user.email, "center_application_rejected");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("We could not confirm the address.");
    // The applicant may apply again once the earlier one is decided.
    expect((await apply(applicant.token, { name: unique("Otra vez"), country: "ES" })).status).toBe(201);
  });

  it("decides once: 409 on a decided application, exactly one center from two approvals at once, 404 for an unknown one", async () => {
    const { id } = await pendingApplication();
    expect((await approve(staff.token, id)).status).toBe(200);
    const again = await approve(staff.token, id);
    expectErrorEnvelope(again, 409);
    expect(again.json.message).toBe("This dive center application was already approved.");
    expectErrorEnvelope(await reject(staff.token, id, { reason: "Too late." }), 409);

    const race = await pendingApplication({ name: unique("Carrera") });
    const db = await getDb();
    const centersBefore = await db.diveCenter.count();
    const answers = await Promise.all([approve(staff.token, race.id), approve(staff.token, race.id), reject(staff.token, race.id, { reason: "Both at once." })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const won = answers.find((r) => r.status === 200)!;
    expect(await db.diveCenter.count()).toBe(centersBefore + (won.json.data.owner ? 1 : 0));
    expect(await db.diveCenterMember.count({ where: { userId: race.applicant.user.id } })).toBe(won.json.data.owner ? 1 : 0);
    await mailsSettled();
    const decisions = [...(await mailsTo(race.applicant.user.email, "center_application_approved")), ...(await mailsTo(race.applicant.user.email, "center_application_rejected"))];
    expect(decisions).toHaveLength(1);

    expectErrorEnvelope(await approve(staff.token, 2_000_000_000), 404);
    expectErrorEnvelope(await reject(staff.token, 2_000_000_000, { reason: "No." }), 404);
    expectErrorEnvelope(await approve(staff.token, "abc"), 404);
  });

  it("refuses an approval that cannot stand and leaves everything as it was (a distributor deactivated since: 422; a closed applicant: 409)", async () => {
    const db = await getDb();
    const { applicant, id } = await pendingApplication();
    const closing = await db.distributor.create({ data: { name: unique("Soon closed"), country: "ES" } });
    await db.diveCenterApplication.update({ where: { id }, data: { distributorId: closing.id } });
    await db.distributor.update({ where: { id: closing.id }, data: { active: false } });
    const centersBefore = await db.diveCenter.count();
    const res = await approve(staff.token, id);
    expectErrorEnvelope(res, 422);
    expect(res.json.errors.distributor_id).toEqual(["The selected distributor is deactivated."]);
    expect(await db.diveCenter.count()).toBe(centersBefore);
    expect((await db.diveCenterApplication.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    await mailsSettled();
    expect(await mailsTo(applicant.user.email, "center_application_approved")).toEqual([]);

    const other = await pendingApplication();
    await db.user.update({ where: { id: other.applicant.user.id }, data: { status: "closed" } });
    const closed = await approve(staff.token, other.id);
    expectErrorEnvelope(closed, 409);
    expect((await db.diveCenterApplication.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("pending");
    expect((await reject(staff.token, other.id, { reason: "The account was closed." })).status).toBe(200);
  });
});

describe("staff add members", () => {
  const addToCenter = (token: string, id: number | string, body: unknown) =>
    call(centerMembersRoute.POST, { method: "POST", path: `/api/v1/admin/dive-centers/${id}/members`, token, body, params: { id: String(id) } });
  const addToDistributor = (token: string, id: number | string, body: unknown) =>
    call(distributorMembersRoute.POST, { method: "POST", path: `/api/v1/admin/distributors/${id}/members`, token, body, params: { id: String(id) } });

  it("adds an account to a dive center (201 member record, audit row); 409 twice; 422 unknown e-mail, bad role, instructor not an active professional; 404 unknown center", async () => {
    const center = await createDiveCenter({ country: "ES" });
    const manager = await createUser({ firstName: "Ana", lastName: "Vidal" });
    const res = await addToCenter(staff.token, center.id, { email: manager.user.email.toUpperCase(), role: "manager" });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({ user_id: manager.user.id, member_id: manager.user.memberId, full_name: "Ana Vidal", role: "manager", since: expect.stringMatching(/\.\d{6}\+00:00$/) });
    const rows = await auditRows("dive_center", center.id);
    expect(rows.at(-1)).toMatchObject({ action: "dive_center.member.added", actorId: staff.user.id, after: { user_id: manager.user.id, role: "manager" } });

    expectErrorEnvelope(await addToCenter(staff.token, center.id, { email: manager.user.email, role: "owner" }), 409);
    const unknown = await addToCenter(staff.token, center.id, { email: "nobody.at.all@example.com", role: "manager" });
    expectErrorEnvelope(unknown, 422);
    expect(unknown.json.errors.email).toEqual(["No account uses this e-mail address."]);
    const badRole = await addToCenter(staff.token, center.id, { email: diver.user.email, role: "boss" });
    expect(badRole.json.errors.role).toBeDefined();
    const notPro = await addToCenter(staff.token, center.id, { email: diver.user.email, role: "instructor" });
    expectErrorEnvelope(notPro, 422);
    expect(notPro.json.errors.role).toEqual(["An instructor member must be an active dive professional."]);
    const instructor = await createUser({ professional: true });
    expect((await addToCenter(staff.token, center.id, { email: instructor.user.email, role: "instructor" })).json.data.role).toBe("instructor");
    expectErrorEnvelope(await addToCenter(staff.token, 2_000_000_000, { email: diver.user.email, role: "manager" }), 404);
    expectErrorEnvelope(await addToCenter(records.token, center.id, { email: diver.user.email, role: "manager" }), 403);

    // Two staff adding the same account at once: one member, one 409.
    const both = await Promise.all([addToCenter(staff.token, center.id, { email: diver.user.email, role: "manager" }), addToCenter(staff.token, center.id, { email: diver.user.email, role: "owner" })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("adds an account to a distributor (owner or manager only), with its own audit row; 404 unknown distributor", async () => {
    const db = await getDb();
    const dist = await db.distributor.create({ data: { name: unique("Iberia Distribución"), country: "ES" } });
    const res = await addToDistributor(staff.token, dist.id, { email: pro.user.email, role: "owner" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ user_id: pro.user.id, role: "owner" });
    expect((await auditRows("distributor", dist.id)).at(-1)).toMatchObject({ action: "distributor.member.added", actorId: staff.user.id, after: { user_id: pro.user.id, role: "owner" } });
    expectErrorEnvelope(await addToDistributor(staff.token, dist.id, { email: pro.user.email, role: "manager" }), 409);
    const instructorRole = await addToDistributor(staff.token, dist.id, { email: diver.user.email, role: "instructor" });
    expectErrorEnvelope(instructorRole, 422);
    expect(instructorRole.json.errors.role).toBeDefined();
    expect((await addToDistributor(staff.token, dist.id, { email: "nobody.else@example.com", role: "manager" })).json.errors.email).toBeDefined();
    expectErrorEnvelope(await addToDistributor(staff.token, 2_000_000_000, { email: diver.user.email, role: "manager" }), 404);
    expectErrorEnvelope(await addToDistributor(records.token, dist.id, { email: diver.user.email, role: "manager" }), 403);
  });
});
