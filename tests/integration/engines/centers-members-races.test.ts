import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { auditRows } from "@/tests/support/audit-rows";
import { accept, changeRole, invite, owners, remove, team, tokenMailedTo } from "@/tests/support/center-team";
import { createDiveCenter, createUser } from "@/tests/support/factories";

// The races of a dive center's team (decision 0045), on both engines: two accepts of one link give
// one membership (the invitation is claimed with a conditional update); two owners demoting or
// removing each other at once leave one owner (the center's row is locked first).

describe("races of a team", () => {
  // The invitation is made before the clock of the first test starts (the first mail warms up).
  let c: { id: number };
  let invitee: Awaited<ReturnType<typeof createUser>>;
  let token: string;
  beforeAll(async () => {
    c = await createDiveCenter();
    const { owner: [o] } = await team(c.id, { owner: 1 });
    invitee = await createUser({ professional: true });
    await invite(o!.token, { email: invitee.user.email, role: "instructor" }, c.id);
    token = await tokenMailedTo(invitee.user.email);
  });

  it("two accepts of one link at once give exactly one membership", async () => {
    const results = await Promise.all([accept(invitee.token, token), accept(invitee.token, token), accept(invitee.token, token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const db = await getDb();
    expect(await db.diveCenterMember.count({ where: { diveCenterId: c.id, userId: invitee.user.id } })).toBe(1);
    expect((await auditRows("dive_center", c.id)).filter((r) => r.action === "dive_center.member.joined" && r.after?.user_id === invitee.user.id)).toHaveLength(1);
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const c = await createDiveCenter();
    const { owner: [a, b] } = await team(c.id, { owner: 2 });
    const results = await Promise.all([changeRole(a!.token, b!.user.id, "manager", c.id), changeRole(b!.token, a!.user.id, "manager", c.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await owners(c.id)).toBe(1);
    // Each demoting themself at once: one succeeds, the other is the last owner.
    const d = await createDiveCenter();
    const { owner: [x, y] } = await team(d.id, { owner: 2 });
    const selves = await Promise.all([changeRole(x!.token, x!.user.id, "manager", d.id), changeRole(y!.token, y!.user.id, "manager", d.id)]);
    expect(selves.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await owners(d.id)).toBe(1);
  });

  it("two owners removing each other at once leave one owner", async () => {
    const c = await createDiveCenter();
    const { owner: [a, b] } = await team(c.id, { owner: 2 });
    const results = await Promise.all([remove(a!.token, b!.user.id, c.id), remove(b!.token, a!.user.id, c.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await owners(c.id)).toBe(1);
    const d = await createDiveCenter();
    const { owner: [x, y] } = await team(d.id, { owner: 2 });
    const leaving = await Promise.all([remove(x!.token, x!.user.id, d.id), remove(y!.token, y!.user.id, d.id)]);
    expect(leaving.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await owners(d.id)).toBe(1);
  });
});
