import { beforeAll, describe, expect, it } from "vitest";
import { loadRoutes, type LoadedRoute } from "@/lib/api/openapi/route-operations";
import { PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call, type RouteHandler } from "@/tests/support/http";

// The staff console's permission matrix (contract section 5, decision 0027), for every route
// under /api/v1/admin as it is declared: a diver gets 403, staff without the route's permission
// 403, staff holding only that permission get past the door (whatever the route then answers for
// an unknown object or an empty body), administrators get past every door; admin-only routes
// refuse staff holding every permission. New console routes are covered by being declared.

type Door = { route: LoadedRoute; permission: Permission | "admin" };

let doors: Door[] = [];
let diver: CreatedUser;
let bare: CreatedUser;
let everything: CreatedUser;
let admin: CreatedUser;
const holders = new Map<Permission, CreatedUser>();

/** Path parameters that name no object: the routes answer 404 or 422 beyond the door, never 403. */
const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, "999999999");
const paramsOf = (path: string) => Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1]!, "999999999"]));

async function knock(door: Door, who: CreatedUser) {
  const { method, path, handler } = door.route;
  const body = method === "GET" || method === "DELETE" ? undefined : {};
  return call(handler as RouteHandler, { method, path: pathOf(path), params: paramsOf(path), token: who.token, body });
}

beforeAll(async () => {
  const routes = (await loadRoutes()).filter((r) => r.path.startsWith("/api/v1/admin") && r.spec);
  doors = routes.map((route) => ({ route, permission: route.spec!.auth === "admin" ? "admin" : route.spec!.permission! }));
  [diver, bare, everything, admin] = await Promise.all([
    createUser({ totp: true }),
    createUser({ role: "staff", permissions: [], totp: true }),
    createUser({ role: "staff", permissions: [...PERMISSIONS], totp: true }),
    createUser({ role: "admin", totp: true }),
  ]);
  for (const p of PERMISSIONS) holders.set(p, await createUser({ role: "staff", permissions: [p], totp: true }));
}, 120_000);

describe("staff console doors", () => {
  it("every /admin route is staff with a permission, or administrators only", () => {
    expect(doors.length).toBeGreaterThan(5);
    const undeclared = doors
      .filter(({ route }) => !(route.spec!.auth === "admin" || (route.spec!.auth === "staff" && route.spec!.permission)))
      .map(({ route }) => `${route.method} ${route.path} (${route.spec!.auth})`);
    expect(undeclared).toEqual([]);
  });

  it("refuse divers and staff without the permission; open to its holders and administrators", async () => {
    const wrong: string[] = [];
    for (const door of doors) {
      const name = `${door.route.method} ${door.route.path}`;
      const expectStatus = async (who: CreatedUser, label: string, allowed: boolean) => {
        const res = await knock(door, who);
        if ((res.status === 403) === allowed) wrong.push(`${name}: ${label} got ${res.status}`);
      };
      await expectStatus(diver, "a diver", false);
      await expectStatus(bare, "staff without permissions", false);
      await expectStatus(admin, "an administrator", true);
      if (door.permission === "admin") {
        await expectStatus(everything, "staff holding every permission", false);
      } else {
        await expectStatus(holders.get(door.permission)!, `staff with ${door.permission}`, true);
        for (const other of PERMISSIONS.filter((p) => p !== door.permission)) {
          await expectStatus(holders.get(other)!, `staff with only ${other}`, false);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("names the missing permission, and asks staff without a second factor for one", async () => {
    const door = doors.find((d) => d.permission === "records" && d.route.method === "GET")!;
    const res = await knock(door, holders.get("catalogue")!);
    expect(res.status).toBe(403);
    expect(res.json.message).toContain('"records"');
    const noFactor = await createUser({ role: "staff", permissions: ["records"] });
    const refused = await knock(door, noFactor);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("mfa_required");
  });
});
