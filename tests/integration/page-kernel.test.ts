import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { catalogues } from "@/lib/i18n/messages";
import { createDiveCenter, createUser } from "@/tests/support/factories";
import { call, type RouteHandler } from "@/tests/support/http";
import { scope, sessionOf } from "@/tests/support/page-scope";

// The pages' kernel (lib/pages/define-action.ts, lib/pages/session-route.ts) refuses as withApi
// does: the wrong role, a missing staff permission, staff without a second factor, a request from
// another site, a bound id the page never gave — and a refused call changes nothing. Run here on
// the console's dive-center actions and the audit log's CSV door.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next/cache", async (original) => (await import("@/tests/support/page-scope")).cacheModule(await original()));
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const actions = await import("@/app/(console)/admin/dive-centers/actions");
const auditExport = await import("@/app/(console)/admin/audit-log/export/route");


const idle = { status: "idle" as const };
const empty = () => new FormData();
const activeOf = async (id: number) => (await (await getDb()).diveCenter.findUniqueOrThrow({ where: { id }, select: { active: true } })).active;

beforeEach(() => {
  scope.reset();
});

describe("server actions through the kernel", () => {
  it("refuse a diver, staff without the permission, and name why, changing nothing", async () => {
    const center = await createDiveCenter();
    scope.user = await sessionOf(await createUser());
    const diver = await actions.setDiveCenterActiveAction(center.id, false, idle, empty());
    expect(diver).toMatchObject({ status: "error", code: "forbidden", message: "This action is unauthorized." });

    scope.user = await sessionOf(await createUser({ role: "staff", permissions: ["records"], totp: true }));
    const noPermission = await actions.setDiveCenterActiveAction(center.id, false, idle, empty());
    expect(noPermission).toMatchObject({ status: "error", code: "forbidden", message: 'This action needs the staff permission "accounts".' });
    expect(await activeOf(center.id)).toBe(true);

    // With the permission and a second factor, the same call goes through.
    scope.user = await sessionOf(await createUser({ role: "staff", permissions: ["accounts"], totp: true }));
    expect(await actions.setDiveCenterActiveAction(center.id, false, idle, empty())).toMatchObject({ status: "success", message: expect.any(String), seq: expect.any(Number) });
    expect(await activeOf(center.id)).toBe(false);
  });

  it("send staff without a second factor to set one up, changing nothing", async () => {
    const center = await createDiveCenter();
    scope.user = await sessionOf(await createUser({ role: "staff", permissions: ["accounts"] }));
    await expect(actions.setDiveCenterActiveAction(center.id, false, idle, empty())).rejects.toMatchObject({ digest: expect.stringContaining("/profile/security?required=1") });
    expect(await activeOf(center.id)).toBe(true);
  });

  it("refuse a form posted from another site, and accept our own origin", async () => {
    const center = await createDiveCenter();
    scope.user = await sessionOf(await createUser({ role: "admin", totp: true }));
    scope.headers = { host: "localhost:3000", origin: "https://evil.example" };
    expect(await actions.setDiveCenterActiveAction(center.id, false, idle, empty())).toMatchObject({ status: "error", code: "origin", message: catalogues.en.common.form.crossSite });
    scope.headers = { host: "localhost:3000", origin: "null" };
    expect((await actions.setDiveCenterActiveAction(center.id, false, idle, empty())).code).toBe("origin");
    expect(await activeOf(center.id)).toBe(true);
    scope.headers = { host: "localhost:3000", origin: "http://localhost:3000" };
    expect((await actions.setDiveCenterActiveAction(center.id, false, idle, empty())).status).toBe("success");
  });

  it("parse the ids a page bound: a tampered one names nothing", async () => {
    scope.user = await sessionOf(await createUser({ role: "admin", totp: true }));
    for (const tampered of [-1, 0, 1.5, 2 ** 40, "1" as unknown as number]) {
      expect(await actions.setDiveCenterActiveAction(tampered, false, idle, empty())).toMatchObject({ status: "error", code: "not_found" });
    }
    expect(await actions.setDiveCenterActiveAction(2_000_000_000, false, idle, empty())).toMatchObject({ status: "error", code: "not_found" });
  });

  it("answer a form's field errors with the page's words and give the typed values back", async () => {
    scope.user = await sessionOf(await createUser({ role: "admin", totp: true }));
    const form = new FormData();
    form.set("name", "X");
    form.set("country", "ZZ");
    const state = await actions.createDiveCenterAction(idle, form);
    expect(state).toMatchObject({ status: "error", code: "validation", message: catalogues.en.common.form.correctFields, values: { name: "X", country: "ZZ" } });
    expect(state.fields?.name).toEqual([catalogues.en.adminOrganisation.errors.name]);
    expect(state.fields?.country).toEqual([catalogues.en.adminOrganisation.errors.country]);
  });
});

describe("cookie routes through the kernel", () => {
  const get = (headers: Record<string, string> = {}) =>
    call(auditExport.GET as unknown as RouteHandler, { path: "/admin/audit-log/export?action=user.status.changed", headers });

  it("answer 401 signed out, 403 for the wrong role or permission, and the file for staff with it", async () => {
    scope.user = null;
    expect((await get()).status).toBe(401);
    scope.user = await sessionOf(await createUser());
    expect((await get()).status).toBe(403);
    scope.user = await sessionOf(await createUser({ role: "staff", permissions: ["records"], totp: true }));
    const refused = await get();
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ status: "error", message: 'This action needs the staff permission "accounts".' });
    scope.user = await sessionOf(await createUser({ role: "staff", permissions: ["accounts"], totp: true }));
    const ok = await get();
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/text\/csv/);
  });
});

describe("the dive-center form", () => {
  it("lists a subdivision of another country beside the other fields' errors, in one answer", async () => {
    scope.user = await sessionOf(await createUser({ role: "admin", totp: true }));
    const form = new FormData();
    form.set("name", "Reef Check Center");
    form.set("country", "IT");
    form.set("state_code", "FR-75");
    form.set("website", "not a website");
    const state = await actions.createDiveCenterAction(idle, form);
    expect(state.fields?.state_code).toEqual([catalogues.en.adminOrganisation.errors.state_code]);
    expect(state.fields?.website).toEqual([catalogues.en.adminOrganisation.errors.website]);
    form.set("state_code", "IT-GE");
    expect((await actions.createDiveCenterAction(idle, form)).fields?.state_code).toBeUndefined();
  });
});

describe("an action's rate limit", () => {
  it("counts well-formed calls per address (signed in or not), refuses past the budget, and a malformed form costs nothing", async () => {
    const check = await import("@/app/(site)/divers/check/actions");
    const diver = await createUser();
    const ask = (memberId: string) => {
      const form = new FormData();
      form.set("mode", "member_id");
      form.set("member_id", memberId);
      return check.checkDiver(idle, form);
    };
    scope.headers = { ...scope.headers, "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < 5; i++) expect((await ask("not-an-id")).code).toBe("validation");
    for (let i = 0; i < 30; i++) {
      // Signing in does not open another budget: the check is counted per address.
      scope.user = i % 2 ? await sessionOf(diver) : null;
      expect((await ask(diver.user.memberId)).status).toBe("success");
    }
    const refused = await ask(diver.user.memberId);
    expect(refused).toMatchObject({ status: "error", code: "rate_limited", values: { member_id: diver.user.memberId } });
    // Another address has its own budget.
    scope.headers = { ...scope.headers, "x-forwarded-for": "198.51.100.78" };
    expect((await ask(diver.user.memberId)).status).toBe("success");
  });
});
