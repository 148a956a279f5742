import { beforeAll, describe, expect, it } from "vitest";
import * as membersRoute from "@/app/api/v1/centers/[id]/members/route";
import { getInvitation } from "@/lib/center-members/get-invitation";
import { getDb } from "@/lib/db/client";
import { auditRows } from "@/tests/support/audit-rows";
import * as team$ from "@/tests/support/center-team";
import { createDiveCenter, createUser, mailsTo, uniqueEmail, type CreatedDiveCenter, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// A dive center's team (contract section 6 "Members", decision 0045): the list, invitations
// (signed links, 14 days, once), role changes, removal and leaving, the last owner. The races
// (concurrent accepts, owners demoting or removing each other) are in
// tests/integration/engines/centers-members-races.test.ts, on both engines.

let center: CreatedDiveCenter;
let owner: CreatedUser;
let coOwner: CreatedUser;
let manager: CreatedUser;
let instructor: CreatedUser;
let outsider: CreatedUser;
let staff: CreatedUser;

// The routes with this file's center as the default.
const list = (token: string, id = center.id) => team$.list(token, id);
const invite = (token: string, body: unknown, id = center.id, headers?: Record<string, string>) => team$.invite(token, body, id, headers);
const pending = (token: string, id = center.id) => team$.pending(token, id);
const withdraw = (token: string, invitationId: number, id = center.id) => team$.withdraw(token, invitationId, id);
const changeRole = (token: string, userId: number, role: unknown, id = center.id) => team$.changeRole(token, userId, role, id);
const remove = (token: string, userId: number, id = center.id) => team$.remove(token, userId, id);
const { accept, join, owners, roleOf, team, tokenMailedTo } = team$;

beforeAll(async () => {
  center = await createDiveCenter({ name: "Reef Team Center" });
  [owner, coOwner, manager, instructor, outsider, staff] = await Promise.all([
    createUser({ firstName: "Olga", lastName: "Owner", professional: true }),
    createUser({ firstName: "Carla", lastName: "Coowner" }),
    createUser({ firstName: "Mario", lastName: "Manager" }),
    createUser({ firstName: "Ivo", lastName: "Instructor", professional: true }),
    createUser(),
    createUser({ role: "admin", totp: true }),
  ]);
  await join(center.id, owner, "owner");
  await join(center.id, coOwner, "owner");
  await join(center.id, manager, "manager");
  await join(center.id, instructor, "instructor");
});

describe("GET /centers/{id}/members", () => {
  it("lists the team to any member: owners, managers, instructors, each by name", async () => {
    const extra = await createUser({ firstName: "Anna", lastName: "Able", professional: true });
    await join(center.id, extra, "instructor");
    const res = await list(instructor.token);
    expect(res.status).toBe(200);
    const rows = res.json.data.data as { user_id: number; role: string; full_name: string; member_id: string; since: string }[];
    expect(rows.map((r) => [r.full_name, r.role])).toEqual([
      ["Carla Coowner", "owner"],
      ["Olga Owner", "owner"],
      ["Mario Manager", "manager"],
      ["Anna Able", "instructor"],
      ["Ivo Instructor", "instructor"],
    ]);
    expect(rows[1]).toEqual({ user_id: owner.user.id, member_id: owner.user.memberId, full_name: "Olga Owner", role: "owner", since: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*\.\d{6}\+00:00$/) });
    expect(res.json.data).toMatchObject({ total: 5, per_page: 15, current_page: 1 });
    await (await getDb()).diveCenterMember.delete({ where: { diveCenterId_userId: { diveCenterId: center.id, userId: extra.user.id } } });
  });

  it("is 403 to non-members and staff, 404 for an unknown center, 401 without a token", async () => {
    expect((await list(outsider.token)).json).toMatchObject({ status: "error", message: "You are not a member of this dive center." });
    expect((await list(outsider.token)).status).toBe(403);
    expect((await list(staff.token)).status).toBe(403);
    expect((await list(owner.token, 2_000_000_000)).status).toBe(404);
    expect((await call(membersRoute.GET, { path: team$.membersPath(center.id), params: { id: String(center.id) } })).status).toBe(401);
  });
});

describe("POST /centers/{id}/invitations", () => {
  it("owners invite any role: 201, the e-mail in the invitee's language with a signed link, an audit row", async () => {
    const invitee = await createUser({ defaultLanguage: "it" });
    const res = await invite(owner.token, { email: invitee.user.email.toUpperCase(), role: "manager" });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      id: expect.any(Number),
      email: invitee.user.email,
      role: "manager",
      expires_at: expect.any(String),
      created_at: expect.any(String),
      invited_by: { user_id: owner.user.id, member_id: owner.user.memberId, full_name: "Olga Owner" },
    });
    const days = (Date.parse(res.json.data.expires_at) - Date.parse(res.json.data.created_at)) / 86_400_000;
    expect(days).toBe(14);
    const [mail] = await mailsTo(invitee.user.email, "center_invitation");
    expect(mail!.subject).toContain("Reef Team Center");
    expect(mail!.text).toContain("Olga Owner");
    expect(mail!.text).toMatch(/manager/i);
    expect(mail!.subject).not.toMatch(/You are invited/); // Italian, the account's language
    expect(await tokenMailedTo(invitee.user.email)).toMatch(new RegExp(`^${res.json.data.id}\\.[0-9a-f]{64}$`));
    const audit = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.member.invited").at(-1)!;
    expect(audit).toMatchObject({ actorId: owner.user.id, after: { invitation_id: res.json.data.id, email: invitee.user.email, role: "manager" } });
  });

  it("writes to an address without an account in the inviter's language", async () => {
    const email = uniqueEmail("newcomer");
    expect((await invite(owner.token, { email, role: "owner" }, center.id, { "accept-language": "de" })).status).toBe(201);
    const [mail] = await mailsTo(email, "center_invitation");
    expect(mail!.text).toMatch(/Hallo|Einladung|einladen|lädt/);
  });

  it("managers invite instructors only; instructors, non-members and staff not at all", async () => {
    expect((await invite(manager.token, { email: uniqueEmail(), role: "instructor" })).status).toBe(201);
    for (const role of ["manager", "owner"]) {
      const res = await invite(manager.token, { email: uniqueEmail(), role });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("Only an owner names managers and owners.");
    }
    expect((await invite(instructor.token, { email: uniqueEmail(), role: "instructor" })).status).toBe(403);
    expect((await invite(outsider.token, { email: uniqueEmail(), role: "instructor" })).status).toBe(403);
    expect((await invite(staff.token, { email: uniqueEmail(), role: "instructor" })).status).toBe(403);
  });

  it("refuses a member's address (409) and bad input (422)", async () => {
    const res = await invite(owner.token, { email: instructor.user.email, role: "manager" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This person is already a member of the dive center.");
    const bad = await invite(owner.token, { email: "not-an-address", role: "captain" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["email", "role"]);
  });

  it("inviting again re-sends: a new invitation and link replace the pending one, whose link stops working", async () => {
    const email = uniqueEmail("twice");
    const first = await invite(owner.token, { email, role: "instructor" });
    const firstToken = await tokenMailedTo(email);
    const second = await invite(owner.token, { email, role: "manager" });
    expect(second.status).toBe(201);
    expect(second.json.data.id).not.toBe(first.json.data.id);
    expect(await mailsTo(email, "center_invitation")).toHaveLength(2);
    const secondToken = await tokenMailedTo(email);
    expect(secondToken).not.toBe(firstToken);
    const listed = (await pending(owner.token)).json.data.data.filter((i: { email: string }) => i.email === email);
    expect(listed).toEqual([expect.objectContaining({ id: second.json.data.id, role: "manager" })]);
    await expect(getInvitation(firstToken)).rejects.toMatchObject({ code: "not_found" });
    expect((await getInvitation(secondToken)).role).toBe("manager");
  });
});

describe("GET and DELETE /centers/{id}/invitations", () => {
  it("lists pending invitations to owners and managers, not instructors", async () => {
    expect((await pending(owner.token)).status).toBe(200);
    expect((await pending(manager.token)).status).toBe(200);
    expect((await pending(instructor.token)).status).toBe(403);
  });

  it("withdraws: owners any, managers an instructor's; the link is then 404; an accepted one is 409", async () => {
    const managerInvite = (await invite(owner.token, { email: uniqueEmail(), role: "manager" })).json.data;
    expect((await withdraw(manager.token, managerInvite.id)).status).toBe(403);
    const invitee = await createUser({ professional: true });
    const instructorInvite = (await invite(owner.token, { email: invitee.user.email, role: "instructor" })).json.data;
    const token = await tokenMailedTo(invitee.user.email);
    const res = await withdraw(manager.token, instructorInvite.id);
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(instructorInvite.id);
    expect((await accept(invitee.token, token)).status).toBe(404);
    expect((await withdraw(owner.token, instructorInvite.id)).status).toBe(404);
    expect((await withdraw(owner.token, managerInvite.id)).status).toBe(200);
    expect((await auditRows("dive_center", center.id)).some((r) => r.action === "dive_center.invitation.withdrawn" && r.before?.invitation_id === managerInvite.id)).toBe(true);

    const again = await invite(owner.token, { email: invitee.user.email, role: "instructor" });
    expect((await accept(invitee.token, await tokenMailedTo(invitee.user.email))).status).toBe(200);
    expect((await withdraw(owner.token, again.json.data.id)).status).toBe(409);
    await remove(owner.token, invitee.user.id);
  });
});

describe("POST /center-invitations/{token}/accept", () => {
  it("the invited account joins once: 200 with the membership, 409 after; the link of the mail works; audit rows", async () => {
    const invitee = await createUser({ firstName: "Nina", lastName: "New", professional: true });
    await invite(owner.token, { email: invitee.user.email, role: "instructor" });
    const token = await tokenMailedTo(invitee.user.email);
    const res = await accept(invitee.token, token);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      user_id: invitee.user.id, member_id: invitee.user.memberId, full_name: "Nina New", role: "instructor", since: expect.any(String),
      center: { id: center.id, name: "Reef Team Center" },
    });
    expect(await roleOf(center.id, invitee.user.id)).toBe("instructor");
    const again = await accept(invitee.token, token);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This invitation has already been accepted.");
    const joined = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.member.joined").at(-1)!;
    expect(joined).toMatchObject({ actorId: invitee.user.id, after: { user_id: invitee.user.id, role: "instructor" } });
    expect((await getInvitation(token)).state).toBe("accepted");
    await remove(owner.token, invitee.user.id);
  });

  it("refuses another account (403), a changed link (404), an expired one (410), an unverified account (403)", async () => {
    const invitee = await createUser();
    const invitation = (await invite(owner.token, { email: invitee.user.email, role: "manager" })).json.data;
    const token = await tokenMailedTo(invitee.user.email);
    const wrong = await accept(outsider.token, token);
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe("This invitation was sent to another e-mail address.");
    const [id, sig] = token.split(".") as [string, string];
    const flipped = `${id}.${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`;
    for (const bad of [flipped, `${Number(id) + 1}.${sig}`, id, "nonsense", `${id}.${sig}x`]) {
      const res = await accept(invitee.token, bad);
      expect(res.status, bad).toBe(404);
      expect(res.json.status).toBe("error");
    }
    const db = await getDb();
    await db.centerInvitation.update({ where: { id: invitation.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await accept(invitee.token, token);
    expect(expired.status).toBe(410);
    expect(expired.json).toMatchObject({ status: "error", message: "This invitation has expired." });
    expect((await getInvitation(token)).state).toBe("expired");
    expect(await roleOf(center.id, invitee.user.id)).toBeNull();

    const unverified = await createUser({ verified: false });
    await invite(owner.token, { email: unverified.user.email, role: "manager" });
    expect((await accept(unverified.token, await tokenMailedTo(unverified.user.email))).status).toBe(403);
  });

  it("an instructor must be an active professional (422); a member already is 409", async () => {
    const diver = await createUser();
    const expiredPro = await createUser({ professional: { status: "expired" } });
    for (const u of [diver, expiredPro]) {
      await invite(owner.token, { email: u.user.email, role: "instructor" });
      const res = await accept(u.token, await tokenMailedTo(u.user.email));
      expect(res.status).toBe(422);
      expect(res.json.errors.role).toEqual(["An instructor member must be an active dive professional."]);
    }
    // A diver may still join as a manager.
    await invite(owner.token, { email: diver.user.email, role: "manager" });
    const token = await tokenMailedTo(diver.user.email);
    const other = await createDiveCenter();
    await join(other.id, owner, "owner");
    await join(center.id, diver, "manager");
    const res = await accept(diver.token, token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("You are already a member of this dive center.");
    await remove(owner.token, diver.user.id);
  });

});

describe("PATCH /centers/{id}/members/{user_id}", () => {
  it("owners change roles, with an audit row before and after", async () => {
    const res = await changeRole(owner.token, instructor.user.id, "manager");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ user_id: instructor.user.id, role: "manager" });
    const row = (await auditRows("dive_center", center.id)).filter((r) => r.action === "dive_center.member.role_changed").at(-1)!;
    expect(row).toMatchObject({ actorId: owner.user.id, before: { user_id: instructor.user.id, role: "instructor" }, after: { user_id: instructor.user.id, role: "manager" } });
    expect((await changeRole(owner.token, instructor.user.id, "instructor")).status).toBe(200);
  });

  it("managers and instructors change no roles (403); unknown members 404; bad roles 422", async () => {
    for (const [who, target, role] of [[manager, instructor, "manager"], [manager, instructor, "instructor"], [instructor, manager, "instructor"]] as const) {
      const res = await changeRole(who.token, target.user.id, role);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("Only an owner of the dive center can do this.");
    }
    expect((await changeRole(owner.token, outsider.user.id, "manager")).status).toBe(404);
    expect((await changeRole(owner.token, manager.user.id, "boss")).status).toBe(422);
    expect((await changeRole(outsider.token, manager.user.id, "owner")).status).toBe(403);
  });

  it("an instructor must be an active professional (422)", async () => {
    const res = await changeRole(owner.token, manager.user.id, "instructor");
    expect(res.status).toBe(422);
    expect(res.json.errors.role).toEqual(["An instructor member must be an active dive professional."]);
    expect(await roleOf(center.id, manager.user.id)).toBe("manager");
  });

  it("the last owner cannot be demoted (409), even by themself", async () => {
    const solo = await createDiveCenter();
    const { owner: [only], manager: [m] } = await team(solo.id, { owner: 1, manager: 1 });
    const res = await changeRole(only!.token, only!.user.id, "manager", solo.id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("A dive center keeps at least one owner: name another owner first.");
    expect((await changeRole(only!.token, m!.user.id, "owner", solo.id)).status).toBe(200);
    expect((await changeRole(only!.token, only!.user.id, "manager", solo.id)).status).toBe(200);
    expect(await owners(solo.id)).toBe(1);
  });

});

describe("DELETE /centers/{id}/members/{user_id}", () => {
  it("owners remove anyone, managers instructors only, instructors nobody else; audit `removed`", async () => {
    const c = await createDiveCenter();
    const t = await team(c.id, { owner: 2, manager: 2, instructor: 2 });
    const [o1, o2] = t.owner;
    const [m1, m2] = t.manager;
    const [i1, i2] = t.instructor;
    expect((await remove(i1!.token, i2!.user.id, c.id)).status).toBe(403);
    const managerRemovesManager = await remove(m1!.token, m2!.user.id, c.id);
    expect(managerRemovesManager.status).toBe(403);
    expect(managerRemovesManager.json.message).toBe("A manager can remove instructors only.");
    expect((await remove(m1!.token, o1!.user.id, c.id)).status).toBe(403);
    const res = await remove(m1!.token, i2!.user.id, c.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ user_id: i2!.user.id, role: "instructor" });
    expect((await remove(o1!.token, m2!.user.id, c.id)).status).toBe(200);
    expect((await remove(o1!.token, o2!.user.id, c.id)).status).toBe(200);
    expect((await remove(o1!.token, o2!.user.id, c.id)).status).toBe(404);
    const rows = (await auditRows("dive_center", c.id)).filter((r) => r.action === "dive_center.member.removed");
    expect(rows.map((r) => [r.actorId, r.before.user_id, r.before.role])).toEqual([
      [m1!.user.id, i2!.user.id, "instructor"],
      [o1!.user.id, m2!.user.id, "manager"],
      [o1!.user.id, o2!.user.id, "owner"],
    ]);
    expect((await list(i2!.token, c.id)).status).toBe(403);
  });

  it("every member may leave (audit `left`), but not the last owner (409)", async () => {
    const c = await createDiveCenter();
    const t = await team(c.id, { owner: 1, manager: 1, instructor: 1 });
    for (const u of [t.instructor[0]!, t.manager[0]!]) {
      const res = await remove(u.token, u.user.id, c.id);
      expect(res.status).toBe(200);
    }
    const left = (await auditRows("dive_center", c.id)).filter((r) => r.action === "dive_center.member.left");
    expect(left.map((r) => r.actorId)).toEqual([t.instructor[0]!.user.id, t.manager[0]!.user.id]);
    const last = await remove(t.owner[0]!.token, t.owner[0]!.user.id, c.id);
    expect(last.status).toBe(409);
    expect(await owners(c.id)).toBe(1);
  });

});

describe("a deactivated center", () => {
  it("refuses every change, even to its owners, who can still read the team", async () => {
    const c = await createDiveCenter({ active: false });
    const t = await team(c.id, { owner: 2, instructor: 1 });
    const [o] = t.owner;
    expect((await list(o!.token, c.id)).status).toBe(200);
    expect((await list(t.instructor[0]!.token, c.id)).status).toBe(403);
    for (const res of [
      await invite(o!.token, { email: uniqueEmail(), role: "instructor" }, c.id),
      await changeRole(o!.token, t.owner[1]!.user.id, "manager", c.id),
      await remove(o!.token, t.instructor[0]!.user.id, c.id),
      await remove(t.instructor[0]!.token, t.instructor[0]!.user.id, c.id),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("This dive center is deactivated.");
    }
  });
});
