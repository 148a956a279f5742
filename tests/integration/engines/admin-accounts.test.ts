import { describe, expect, it } from "vitest";
import * as userItem from "@/app/api/v1/admin/users/[id]/route";
import * as proStatus from "@/app/api/v1/admin/users/[id]/professional-status/route";
import * as role from "@/app/api/v1/admin/users/[id]/role/route";
import * as status from "@/app/api/v1/admin/users/[id]/status/route";
import * as users from "@/app/api/v1/admin/users/route";
import * as auditExport from "@/app/api/v1/admin/audit-log/export/route";
import * as auditLog from "@/app/api/v1/admin/audit-log/route";
import * as auditVerify from "@/app/api/v1/admin/audit-log/verify/route";
import * as diveLogs from "@/app/api/v1/diver/dive-logs/route";
import * as profile from "@/app/api/v1/profile/route";
import { restoreDueAccounts } from "@/lib/admin-users/restore-due";
import { todayUtc, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { addUtcDays } from "@/lib/professional/membership-status";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser, mailsTo, type UserOptions } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { expectUserResourceResponse, expectUserFields } from "@/tests/support/user-resource";

const BASE = "/api/v1/admin/users";

const admin = (o: UserOptions = {}) => createUser({ role: "admin", totp: true, firstName: "Ada", lastName: "Admin", ...o });
const search = (token: string, qs: string) => call(users.GET, { path: `${BASE}?${qs}`, token });
const read = (token: string, id: number) => call(userItem.GET, { path: `${BASE}/${id}`, token, params: { id: String(id) } });
const setStatus = (token: string, id: number, body: unknown) => call(status.POST, { method: "POST", path: `${BASE}/${id}/status`, token, body, params: { id: String(id) } });
const setPro = (token: string, id: number, body: unknown) =>
  call(proStatus.POST, { method: "POST", path: `${BASE}/${id}/professional-status`, token, body, params: { id: String(id) } });
const setRole = (token: string, id: number, body: unknown) => call(role.PATCH, { method: "PATCH", path: `${BASE}/${id}/role`, token, body, params: { id: String(id) } });

async function auditRows(subjectId: number, action: string) {
  const db = await getDb();
  return db.$queryRaw<{ actor_id: number | null; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[]>`
    SELECT actor_id, action, before, after FROM audit_log WHERE subject_type = 'user' AND subject_id = ${subjectId} AND action = ${action} ORDER BY id`;
}

describe("staff search of accounts", () => {
  it("matches part of a name, e-mail or member id, ignoring case and accents, newest first", async () => {
    const a = await admin();
    const tag = `z${Date.now().toString(36)}`;
    const muller = await createUser({ firstName: "Jürgen", lastName: `Müller${tag}`, email: `jm.${tag}@example.com` });
    const jose = await createUser({ firstName: "José", lastName: `Ñúñez${tag}` });
    const byName = await search(a.token, `q=${encodeURIComponent(`MULLER${tag.toUpperCase()}`)}`);
    expect(byName.status).toBe(200);
    expect(byName.json.data.data.map((u: { id: number }) => u.id)).toEqual([muller.user.id]);
    expect(byName.json.data.data[0]).toEqual({
      id: muller.user.id,
      member_id: muller.user.memberId,
      email: `jm.${tag}@example.com`,
      full_name: `Jürgen Müller${tag}`,
      status: "active",
      status_label: "Account Active",
      professional_status: null,
      role: "diver",
      created_at: expect.stringMatching(/\+00:00$/),
    });
    expect((await search(a.token, `q=${encodeURIComponent(`jurgen muller${tag}`)}`)).json.data.total).toBe(1);
    expect((await search(a.token, `q=${encodeURIComponent(`jose nunez${tag}`)}`)).json.data.data[0].id).toBe(jose.user.id);
    // Two or more words are a name as it begins, "first last" (decision 0035): the last word may be
    // cut short, the first may not start in the middle of a name.
    expect((await search(a.token, `q=${encodeURIComponent(`JÜRGEN  Müller${tag.toUpperCase()}`)}`)).json.data.total).toBe(1);
    expect((await search(a.token, `q=${encodeURIComponent(`jürgen müller${tag.slice(0, 3)}`)}`)).json.data.data.map((u: { id: number }) => u.id)).toContain(muller.user.id);
    expect((await search(a.token, `q=${encodeURIComponent(`urgen muller${tag}`)}`)).json.data.total).toBe(0);
    expect((await search(a.token, `q=${encodeURIComponent(`muller${tag} jurgen`)}`)).json.data.total).toBe(0);
    expect((await search(a.token, `q=${encodeURIComponent(`JM.${tag}@EXAMPLE`)}`)).json.data.data[0].id).toBe(muller.user.id);
    expect((await search(a.token, `q=${encodeURIComponent(muller.user.memberId.toLowerCase())}`)).json.data.data[0].id).toBe(muller.user.id);
    // Both share the tag: newest first; LIKE wildcards in q are plain characters.
    expect((await search(a.token, `q=${tag}`)).json.data.data.map((u: { id: number }) => u.id)).toEqual([jose.user.id, muller.user.id]);
    expect((await search(a.token, `q=${tag}_`)).json.data.total).toBe(0);
    expect((await search(a.token, `q=%25${tag}`)).json.data.total).toBe(0);
  });

  it("filters by status, role and professional status; paginates; refuses unknown filter values", async () => {
    const a = await admin();
    const tag = `f${Date.now().toString(36)}`;
    const banned = await createUser({ lastName: tag, status: "banned", statusReason: "Fraud" });
    const pro = await createUser({ lastName: tag, professional: true });
    const suspendedPro = await createUser({ lastName: tag, professional: { status: "suspended", statusReason: "Complaint" } });
    const expiredPro = await createUser({ lastName: tag, professional: { status: "active", expireDate: "2020-01-01" } });
    const plain = await createUser({ lastName: tag });
    const ids = async (qs: string) => (await search(a.token, `q=${tag}&${qs}`)).json.data.data.map((u: { id: number }) => u.id);
    expect(await ids("status=banned")).toEqual([banned.user.id]);
    expect(await ids("professional=active")).toEqual([pro.user.id]);
    expect(await ids("professional=suspended")).toEqual([suspendedPro.user.id]);
    expect(await ids("professional=expired")).toEqual([expiredPro.user.id]);
    expect(await ids("professional=none")).toEqual([plain.user.id, banned.user.id]);
    expect((await search(a.token, "role=admin")).json.data.data.some((u: { id: number }) => u.id === a.user.id)).toBe(true);
    expect(await ids("role=admin")).toEqual([]);
    const page2 = await search(a.token, `q=${tag}&per_page=2&page=2`);
    expect(page2.json.data).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(page2.json.data.data).toHaveLength(2);
    const bad = await search(a.token, "status=sleeping");
    expectErrorEnvelope(bad, 422);
    expect(bad.json.errors.status).toBeDefined();
  });
});

describe("reading an account", () => {
  it("answers the user resource plus role, permissions, second factor and latest audit entries; 404 for an unknown id", async () => {
    const a = await admin();
    const diver = await createUser();
    const res = await read(a.token, diver.user.id);
    expect(res.status).toBe(200);
    expectUserFields(res.json.data, {});
    expect(res.json.data).toMatchObject({ id: diver.user.id, status_code: "active", role: "diver", permissions: [], mfa_enabled: false, professional_status_code: null, audit: [] });
    const self = await read(a.token, a.user.id);
    expect(self.json.data).toMatchObject({ role: "admin", mfa_enabled: true });
    expect(self.json.data.permissions).toEqual(expect.arrayContaining(["accounts", "catalogue", "certifications", "finance", "records"]));
    expectErrorEnvelope(await read(a.token, 99999999), 404);
  });
});

describe("changing an account's status", () => {
  it("needs a reason for a non-active status (422) and leaves the account as it was", async () => {
    const a = await admin();
    const diver = await createUser();
    const res = await setStatus(a.token, diver.user.id, { status: "suspended" });
    expectErrorEnvelope(res, 422);
    expect(res.json.errors.reason).toBeDefined();
    expectErrorEnvelope(await setStatus(a.token, diver.user.id, { status: "sleeping", reason: "x y z" }), 422);
    expectErrorEnvelope(await setStatus(a.token, diver.user.id, { status: "active", days: 3 }), 422);
    const row = await (await getDb()).user.findUniqueOrThrow({ where: { id: diver.user.id } });
    expect(row.status).toBe("active");
    expect(await mailsTo(diver.user.email, "account_status_changed")).toHaveLength(0);
  });

  it("suspends for some days: restore date, conditional fields, e-mail with the reason in the holder's language, audit before/after", async () => {
    const a = await admin();
    const diver = await createUser({ defaultLanguage: "it", firstName: "Lucia" });
    const res = await setStatus(a.token, diver.user.id, { status: "suspended", reason: "Documenti falsi", days: 7 });
    expect(res.status).toBe(200);
    const restore = ymd(addUtcDays(todayUtc(), 7));
    expect(res.json.data).toMatchObject({
      id: diver.user.id,
      status_code: "suspended",
      status: "Account Suspended",
      status_reason: "Documenti falsi",
      suspension_days: 7,
      restore_date: restore,
      restore_status: "Account Active",
    });
    // The holder's own profile: exactly the specification's conditional fields, and the reason.
    const own = await call(profile.GET, { path: "/api/v1/profile", token: diver.token });
    expect(own.status).toBe(200);
    const data = expectUserResourceResponse(own.json, { inactive: true });
    // (in the holder's language: Italian)
    expect(data).toMatchObject({ status_reason: "Documenti falsi", suspension_days: 7, restore_date: restore, restore_status: "Account attivo" });
    // Every other protected route: 403 naming the status.
    const logs = await call(diveLogs.GET, { path: "/api/v1/diver/dive-logs", token: diver.token });
    expectErrorEnvelope(logs, 403);
    expect(logs.json.message).toBe("Your account is not active (Account Suspended).");
    const [mail] = await mailsTo(diver.user.email, "account_status_changed");
    expect(mail?.subject).toBe("Il tuo account DiveCert: Account sospeso");
    expect(mail?.text).toContain("Lucia");
    expect(mail?.text).toContain("Motivo: Documenti falsi");
    expect(mail?.text).toContain(restore);
    const [row] = await auditRows(diver.user.id, "user.status.changed");
    expect(row).toMatchObject({
      actor_id: a.user.id,
      before: { status: "active", status_reason: null, restore_date: null },
      after: { status: "suspended", status_reason: "Documenti falsi", suspension_days: 7, restore_date: restore },
    });
    // The account page shows it among its latest entries.
    expect((await read(a.token, diver.user.id)).json.data.audit[0]).toMatchObject({ action: "user.status.changed", subject: { type: "user", id: diver.user.id }, actor: { id: a.user.id } });
  });

  it("a suspension does not end the sessions: the holder still reads the profile with the same token; reactivating clears the fields", async () => {
    const a = await admin();
    const diver = await createUser();
    expect((await setStatus(a.token, diver.user.id, { status: "banned", reason: "Abuse of the forum" })).status).toBe(200);
    expect((await call(profile.GET, { path: "/api/v1/profile", token: diver.token })).status).toBe(200);
    const back = await setStatus(a.token, diver.user.id, { status: "active" });
    expect(back.status).toBe(200);
    expect(back.json.data).not.toHaveProperty("status_reason");
    expect(back.json.data).not.toHaveProperty("restore_date");
    expect((await call(diveLogs.GET, { path: "/api/v1/diver/dive-logs", token: diver.token })).status).toBe(200);
  });

  it("closing erases personal data (name and member id kept), ends the sessions, and is final (409)", async () => {
    const a = await admin();
    const diver = await createUser({ firstName: "Closing", lastName: "Diver" });
    const email = diver.user.email;
    const res = await setStatus(a.token, diver.user.id, { status: "closed", reason: "Asked by the holder by letter" });
    expect(res.status).toBe(200);
    const row = await (await getDb()).user.findUniqueOrThrow({ where: { id: diver.user.id } });
    expect(row).toMatchObject({ status: "closed", email: `closed-${diver.user.id}@deleted.invalid`, firstName: "Closing", lastName: "Diver", memberId: diver.user.memberId, dob: null });
    expect((await mailsTo(email, "account_status_changed")).length).toBe(1);
    expect((await call(profile.GET, { path: "/api/v1/profile", token: diver.token })).status).toBe(401);
    expectErrorEnvelope(await setStatus(a.token, diver.user.id, { status: "active" }), 409);
  });

  it("refuses the caller's own account (409) and unknown ids (404)", async () => {
    const a = await admin();
    expectErrorEnvelope(await setStatus(a.token, a.user.id, { status: "suspended", reason: "Testing myself" }), 409);
    expectErrorEnvelope(await setStatus(a.token, 99999999, { status: "active" }), 404);
  });

  it("the restore job makes the account active again on its restore date, not before, once", async () => {
    const a = await admin();
    const diver = await createUser();
    await setStatus(a.token, diver.user.id, { status: "suspended", reason: "Cooling off", days: 3 });
    const today = todayUtc();
    await restoreDueAccounts(addUtcDays(today, 2));
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: diver.user.id } })).status).toBe("suspended");
    const first = await restoreDueAccounts(addUtcDays(today, 3));
    expect(first.accounts).toBeGreaterThanOrEqual(1);
    const row = await (await getDb()).user.findUniqueOrThrow({ where: { id: diver.user.id } });
    expect(row).toMatchObject({ status: "active", statusReason: null, restoreDate: null, restoreStatus: null, suspensionDays: null });
    await restoreDueAccounts(addUtcDays(today, 4));
    const restored = await auditRows(diver.user.id, "user.status.restored");
    expect(restored).toHaveLength(1);
    expect(restored[0]).toMatchObject({ actor_id: null, before: { status: "suspended" }, after: { status: "active" } });
    expect((await call(diveLogs.GET, { path: "/api/v1/diver/dive-logs", token: diver.token })).status).toBe(200);
  });
});

describe("changing a professional status", () => {
  it("suspends a professional for some days with its own restore, e-mail and audit; 409 without a membership", async () => {
    const a = await admin();
    const pro = await createUser({ professional: true });
    const res = await setPro(a.token, pro.user.id, { status: "suspended", reason: "Complaint under review", days: 10 });
    expect(res.status).toBe(200);
    const restore = ymd(addUtcDays(todayUtc(), 10));
    expect(res.json.data).toMatchObject({
      professional_status_code: "suspended",
      professional_status: "Professional Suspended",
      professional_status_reason: "Complaint under review",
      professional_suspension_days: 10,
      professional_restore_date: restore,
    });
    expectErrorEnvelope(await setPro(a.token, pro.user.id, { status: "expired" }), 422);
    expect(await mailsTo(pro.user.email, "professional_status_changed")).toHaveLength(1);
    expect(await auditRows(pro.user.id, "user.professional_status.changed")).toHaveLength(1);
    await restoreDueAccounts(addUtcDays(todayUtc(), 10));
    const m = await (await getDb()).professionalMembership.findUniqueOrThrow({ where: { userId: pro.user.id } });
    expect(m).toMatchObject({ status: "active", statusReason: "", restoreDate: null });
    const diver = await createUser();
    expectErrorEnvelope(await setPro(a.token, diver.user.id, { status: "suspended", reason: "Not a pro" }), 409);
  });
});

describe("changing a role", () => {
  it("administrators set roles and staff permissions, audited; permissions are dropped for divers and admins", async () => {
    const a = await admin();
    const diver = await createUser();
    const res = await setRole(a.token, diver.user.id, { role: "staff", permissions: ["records", "accounts", "records"] });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ role: "staff", permissions: ["accounts", "records"] });
    const [row] = await auditRows(diver.user.id, "user.role.changed");
    expect(row).toMatchObject({ actor_id: a.user.id, before: { role: "diver", permissions: [] }, after: { role: "staff", permissions: ["accounts", "records"] } });
    const back = await setRole(a.token, diver.user.id, { role: "diver", permissions: ["finance"] });
    expect(back.json.data).toMatchObject({ role: "diver", permissions: [] });
    const bad = await setRole(a.token, diver.user.id, { role: "staff", permissions: ["everything"] });
    expectErrorEnvelope(bad, 422);
  });

  it("an administrator cannot demote themself (409); staff with the accounts permission cannot change roles (403)", async () => {
    const a = await admin();
    const demote = await setRole(a.token, a.user.id, { role: "staff", permissions: ["accounts"] });
    expectErrorEnvelope(demote, 409);
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: a.user.id } })).role).toBe("admin");
    const staff = await createUser({ role: "staff", totp: true, permissions: ["accounts"] });
    const diver = await createUser();
    expectErrorEnvelope(await setRole(staff.token, diver.user.id, { role: "admin", permissions: [] }), 403);
    // ... but reads and changes statuses with that permission.
    expect((await read(staff.token, diver.user.id)).status).toBe(200);
    expect((await setStatus(staff.token, diver.user.id, { status: "suspended", reason: "Staff decision" })).status).toBe(200);
  });

  it("divers get 403 on every account route", async () => {
    const diver = await createUser();
    const other = await createUser();
    expectErrorEnvelope(await search(diver.token, ""), 403);
    expectErrorEnvelope(await read(diver.token, other.user.id), 403);
    expectErrorEnvelope(await setStatus(diver.token, other.user.id, { status: "active" }), 403);
  });
});


describe("the audit log console", () => {
  const list = (token: string, qs: string) => call(auditLog.GET, { path: `/api/v1/admin/audit-log?${qs}`, token });

  it("lists newest first with the contract's row shape, and filters by actor, subject, action and dates", async () => {
    const a = await admin();
    const other = await admin({ firstName: "Other" });
    const diver = await createUser();
    await setStatus(a.token, diver.user.id, { status: "suspended", reason: "First reason" });
    await setStatus(other.token, diver.user.id, { status: "active" });
    await setRole(a.token, diver.user.id, { role: "staff", permissions: ["records"] });
    const bySubject = await list(a.token, `subject_type=user&subject_id=${diver.user.id}`);
    expect(bySubject.status).toBe(200);
    const rows = bySubject.json.data.data as { id: number; action: string }[];
    expect(rows.map((r) => r.action)).toEqual(["user.role.changed", "user.status.changed", "user.status.changed"]);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    expect(bySubject.json.data.data[1]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/),
      actor: { id: other.user.id, member_id: other.user.memberId, role: "admin" },
      action: "user.status.changed",
      subject: { type: "user", id: diver.user.id },
      before: expect.objectContaining({ status: "suspended", status_reason: "First reason" }),
      after: expect.objectContaining({ status: "active", status_reason: null }),
      ip: expect.any(String),
      request_id: expect.any(String),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const ids = async (qs: string) => (await list(a.token, `subject_type=user&subject_id=${diver.user.id}&${qs}`)).json.data.data.map((r: { action: string }) => r.action);
    expect(await ids(`actor=${other.user.id}`)).toEqual(["user.status.changed"]);
    expect(await ids(`actor=${a.user.memberId}`)).toEqual(["user.role.changed", "user.status.changed"]);
    expect(await ids("action=user.role")).toEqual(["user.role.changed"]);
    const today = ymd(todayUtc());
    expect(await ids(`since=${today}&until=${today}`)).toHaveLength(3);
    expect(await ids("until=2020-01-01")).toEqual([]);
    expect(await ids(`since=${ymd(addUtcDays(todayUtc(), 1))}`)).toEqual([]);
    expectErrorEnvelope(await list(a.token, "subject_type=planet"), 422);
    expectErrorEnvelope(await list(a.token, "since=yesterday"), 422);
  });

  it("exports the filtered rows as CSV, and verifies the chain", async () => {
    const a = await admin();
    const diver = await createUser();
    await setStatus(a.token, diver.user.id, { status: "banned", reason: "=HYPERLINK(\"x\"), with, commas" });
    const res = await call(auditExport.GET, { path: `/api/v1/admin/audit-log/export?subject_type=user&subject_id=${diver.user.id}`, token: a.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="divecert-audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trim().split("\r\n");
    expect(lines[0]).toBe("id,at,actor_id,actor_member_id,actor_role,action,subject_type,subject_id,before,after,ip,request_id,hash");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,user.status.changed,user,${diver.user.id},`);
    // JSON in a quoted cell, quotes doubled.
    expect(lines[1]).toContain('""status_reason"":""=HYPERLINK(\\""x\\""), with, commas""');
    const verify = await call(auditVerify.GET, { path: "/api/v1/admin/audit-log/verify", token: a.token });
    expect(verify.status).toBe(200);
    expect(verify.json.data).toEqual({ ok: true, rows: expect.any(Number), first_bad_id: null });
    expect(verify.json.data.rows).toBeGreaterThan(0);
  });
});
