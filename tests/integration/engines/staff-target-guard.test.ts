import { beforeAll, describe, expect, it, vi } from "vitest";
import { changeRole } from "@/lib/admin-users/change-role";
import { TARGET_REFUSAL } from "@/lib/admin-users/target-guard";
import { loadRoutes, type LoadedRoute } from "@/lib/api/openapi/route-operations";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db/client";
import { catalogues } from "@/lib/i18n/messages";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser, mailsTo, type CreatedUser } from "@/tests/support/factories";
import { call, type RouteHandler } from "@/tests/support/http";
import { scope, sessionOf } from "@/tests/support/page-scope";

// Who may act on whom in the accounts console (issue 35, decision 0036): staff never act on an
// account whose role is at or above their own; only an administrator acts on staff and on other
// administrators. Every write route under /api/v1/admin/users/{id} as it is declared is run as
// staff holding every permission against an administrator and a staff account (403, nothing
// changed), as an administrator against staff and another administrator (allowed); the account
// page's server actions are run the same way. A new route is found by being declared, and fails
// here until it is given a request body below.

// The page actions' request scope: the signed-in person, headers, cache and translations.
vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next/cache", async (original) => (await import("@/tests/support/page-scope")).cacheModule(await original()));
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const actions = await import("@/app/(console)/admin/users/actions");

type Write = { route: LoadedRoute; key: string };

/** A request each route accepts from someone allowed to act (so a 403 can only be the rule). */
const BODIES: Record<string, unknown> = {
  "POST /api/v1/admin/users/{id}/status": { status: "suspended", reason: "Target rule check", days: 1 },
  "POST /api/v1/admin/users/{id}/professional-status": { status: "suspended", reason: "Target rule check", days: 1 },
  "PATCH /api/v1/admin/users/{id}/role": { role: "staff", permissions: ["records"] },
};

let writes: Write[] = [];
let everything: CreatedUser;
let admin: CreatedUser;

const staffTarget = () => createUser({ role: "staff", permissions: ["accounts"], totp: true, professional: true });
const adminTarget = () => createUser({ role: "admin", totp: true, professional: true });

function send(write: Write, who: CreatedUser, targetId: number, body = BODIES[write.key]) {
  const { method, path, handler } = write.route;
  return call(handler as RouteHandler, { method, path: path.replace("{id}", String(targetId)), params: { id: String(targetId) }, token: who.token, body });
}

/** Everything a change under /admin/users/{id} could touch: the row, the membership, the audit trail, the mail. */
async function stateOf(userId: number) {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      role: true, permissions: true, status: true, statusReason: true, suspensionDays: true, restoreDate: true, email: true,
      firstName: true, lastName: true, tokensValidAfter: true,
      professional: { select: { status: true, statusReason: true, suspensionDays: true, restoreDate: true } },
    },
  });
  const [audit] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'user' AND subject_id = ${userId}`;
  return { user, audit: audit!.n, mail: (await mailsTo(user!.email)).length };
}


const form = (fields: Record<string, string | string[]>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) fd.append(k, one);
  return fd;
};

beforeAll(async () => {
  const routes = (await loadRoutes()).filter((r) => r.spec && r.method !== "GET" && /^\/api\/v1\/admin\/users\/\{id\}(\/|$)/.test(r.path));
  writes = routes.map((route) => ({ route, key: `${route.method} ${route.path}` }));
  [everything, admin] = await Promise.all([
    createUser({ role: "staff", permissions: [...PERMISSIONS], totp: true }),
    createUser({ role: "admin", totp: true }),
  ]);
}, 120_000);

describe("the accounts console's write routes, by who acts on whom", () => {
  it("are found from the routes' declarations, each with a request body here", () => {
    expect(writes.map((w) => w.key).sort()).toEqual(expect.arrayContaining(Object.keys(BODIES).sort()));
    expect(writes.filter((w) => !(w.key in BODIES)).map((w) => `${w.key}: give it a body in BODIES`)).toEqual([]);
  });

  it("refuse staff holding every permission on an administrator, another staff account and their own (403, nothing changed)", async () => {
    const wrong: string[] = [];
    for (const write of writes) {
      for (const [label, target] of [["an administrator", await adminTarget()], ["a staff account", await staffTarget()], ["their own account", everything]] as const) {
        const before = await stateOf(target.user.id);
        const res = await send(write, everything, target.user.id);
        // Routes whose door admits staff reach the service, and the rule answers; admin-only doors answer first.
        const expected = write.route.spec!.auth === "staff" ? TARGET_REFUSAL : "This action is unauthorized.";
        if (res.status !== 403 || res.json.message !== expected) wrong.push(`${write.key} on ${label}: ${res.status} ${res.json?.message}`);
        else expectErrorEnvelope(res, 403);
        if (JSON.stringify(await stateOf(target.user.id)) !== JSON.stringify(before)) wrong.push(`${write.key} on ${label}: changed the account`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("refuse staff closing or banning an administrator: the issue's request (403, still active)", async () => {
    const write = writes.find((w) => w.key === "POST /api/v1/admin/users/{id}/status")!;
    const holder = await createUser({ role: "staff", permissions: ["accounts"], totp: true });
    const target = await adminTarget();
    for (const body of [{ status: "suspended", reason: "x x", days: 1 }, { status: "banned", reason: "Banned by staff" }, { status: "closed", reason: "Closed by staff" }]) {
      const before = await stateOf(target.user.id);
      const res = await send(write, holder, target.user.id, body);
      expectErrorEnvelope(res, 403);
      expect(res.json.message).toBe(TARGET_REFUSAL);
      expect(await stateOf(target.user.id)).toEqual(before);
    }
  });

  it("still let staff act on divers", async () => {
    for (const write of writes.filter((w) => w.route.spec!.auth === "staff")) {
      const diver = await createUser({ professional: true });
      const res = await send(write, everything, diver.user.id);
      expect(res.status, `${write.key}: ${res.text}`).toBe(200);
    }
  });

  it("let an administrator act on staff and on another administrator", async () => {
    const wrong: string[] = [];
    for (const write of writes) {
      for (const [label, target] of [["a staff account", await staffTarget()], ["another administrator", await adminTarget()]] as const) {
        const res = await send(write, admin, target.user.id);
        if (res.status !== 200) wrong.push(`${write.key} on ${label}: ${res.status} ${res.json?.message}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("let an administrator suspend, ban and close another administrator", async () => {
    const write = writes.find((w) => w.key === "POST /api/v1/admin/users/{id}/status")!;
    for (const body of [{ status: "suspended", reason: "Suspended by an admin", days: 2 }, { status: "banned", reason: "Banned by an admin" }, { status: "closed", reason: "Closed by an admin" }]) {
      const target = await adminTarget();
      const res = await send(write, admin, target.user.id, body);
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.status_code).toBe(body.status);
    }
  });

  it("the services apply the rule whatever the door: staff calling the role change directly are refused", async () => {
    const target = await adminTarget();
    const before = await stateOf(target.user.id);
    await expect(changeRole(target.user.id, { role: "diver", permissions: [] }, { actorId: everything.user.id }, "en")).rejects.toMatchObject({ code: "forbidden", message: TARGET_REFUSAL });
    expect(await stateOf(target.user.id)).toEqual(before);
    // With no acting account at all, nothing is changed either.
    await expect(changeRole(target.user.id, { role: "diver", permissions: [] }, { actorId: null }, "en")).rejects.toMatchObject({ code: "forbidden" });
    expect(await stateOf(target.user.id)).toEqual(before);
  });
});

describe("the account page's actions, by who acts on whom", () => {
  const refusal = catalogues.en.service.messages.higherRole;
  const statusForm = () => form({ status: "suspended", reason: "Target rule check", days: "1" });
  // The kernel's refusal: the table's code, the page's words, the form as typed, a fresh seq.
  const refused = { status: "error", code: "forbidden", message: refusal, values: { status: "suspended", reason: "Target rule check", days: "1" }, seq: expect.any(Number) };

  it("refuse staff on an administrator and on another staff account, in the page's words, and change nothing", async () => {
    scope.user = await sessionOf(everything);
    for (const target of [await adminTarget(), await staffTarget()]) {
      const before = await stateOf(target.user.id);
      expect(await actions.changeStatusAction(target.user.id, { status: "idle" }, statusForm())).toEqual(refused);
      expect(await actions.changeProfessionalStatusAction(target.user.id, { status: "idle" }, statusForm())).toEqual(refused);
      // The role action's door is for administrators only.
      const role = await actions.changeRoleAction(target.user.id, { status: "idle" }, form({ role: "diver" }));
      expect(role.status).toBe("error");
      expect(await stateOf(target.user.id)).toEqual(before);
    }
  });

  it("let staff act on a diver, and an administrator on staff", async () => {
    scope.user = await sessionOf(everything);
    const diver = await createUser({ professional: true });
    expect((await actions.changeStatusAction(diver.user.id, { status: "idle" }, statusForm())).status).toBe("success");
    scope.user = await sessionOf(admin);
    const target = await staffTarget();
    expect((await actions.changeStatusAction(target.user.id, { status: "idle" }, statusForm())).status).toBe("success");
    expect((await actions.changeProfessionalStatusAction(target.user.id, { status: "idle" }, statusForm())).status).toBe("success");
    expect((await actions.changeRoleAction(target.user.id, { status: "idle" }, form({ role: "staff", permissions: ["records"] }))).status).toBe("success");
  });
});
