import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { catalogues } from "@/lib/i18n/messages";
import { idleState } from "@/lib/pages/form-state";
import { auditRows } from "@/tests/support/audit-rows";
import { createDiveCenter, createUser, type CreatedUser } from "@/tests/support/factories";
import { formOf as formFrom, freshScopeEach, scope, sessionOf } from "@/tests/support/page-scope";

// The settings page's form (decision 0044) on the page kernel: the same service and rules as
// PATCH /centers/{id} (owners and managers, a deactivated center refuses), the page's own words
// under each failing field, the typed values given back.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next/cache", async (original) => (await import("@/tests/support/page-scope")).cacheModule(await original()));
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const { saveCenterSettings } = await import("@/app/(centers)/centers/[id]/settings/actions");

const en = catalogues.en;
const FIELDS = { phone: "", email: "", website: "", address: "", city: "", description: "" };
const formOf = (fields: Record<string, string>) => formFrom({ ...FIELDS, ...fields });

let centerId: number;
let closedId: number;
let owner: CreatedUser;
let manager: CreatedUser;
let teacher: CreatedUser;

beforeAll(async () => {
  const db = await getDb();
  const [open, closed] = await Promise.all([createDiveCenter(), createDiveCenter({ active: false })]);
  [centerId, closedId] = [open.id, closed.id];
  [owner, manager, teacher] = await Promise.all([createUser({ professional: true }), createUser(), createUser({ professional: true })]);
  await db.diveCenterMember.createMany({
    data: [
      { diveCenterId: centerId, userId: owner.user.id, role: "owner" },
      { diveCenterId: centerId, userId: manager.user.id, role: "manager" },
      { diveCenterId: centerId, userId: teacher.user.id, role: "instructor" },
      { diveCenterId: closedId, userId: owner.user.id, role: "owner" },
    ],
  });
});

freshScopeEach("203.0.113.44");

describe("the settings form", () => {
  it("saves every field (an empty one cleared) with its audit row, and says so", async () => {
    scope.user = await sessionOf(manager);
    const saved = await saveCenterSettings(centerId, idleState, formOf({ phone: "+39 010 555", website: "https://reef.example.com", city: "Camogli", description: "Night dives." }));
    expect(saved).toMatchObject({ status: "success", message: en.centers.settings.saved });
    const db = await getDb();
    expect(await db.diveCenter.findUniqueOrThrow({ where: { id: centerId }, select: { phone: true, website: true, city: true, address: true, description: true } })).toEqual({
      phone: "+39 010 555", website: "https://reef.example.com", city: "Camogli", address: null, description: "Night dives.",
    });
    const rows = await auditRows("dive_center", centerId);
    expect(rows.at(-1)).toMatchObject({ action: "dive_center.settings.changed", actorId: manager.user.id, after: { phone: "+39 010 555", city: "Camogli" } });
  });

  it("shows the page's words under each failing field and gives the typed values back", async () => {
    scope.user = await sessionOf(owner);
    const bad = await saveCenterSettings(centerId, idleState, formOf({ email: "nope", website: "ftp://x", phone: "call me", city: "Genova" }));
    expect(bad).toMatchObject({ status: "error", code: "validation", values: { email: "nope", city: "Genova" } });
    expect(bad.fields).toEqual({ email: [en.centers.settings.errors.email], website: [en.centers.settings.errors.website], phone: [en.centers.settings.errors.phone] });
  });

  it("refuses an instructor member, a non-member and a deactivated center, in the page's words", async () => {
    scope.user = await sessionOf(teacher);
    expect(await saveCenterSettings(centerId, idleState, formOf({ city: "X" }))).toMatchObject({ status: "error", code: "forbidden", message: en.service.messages.centerRunsOnly });
    scope.user = await sessionOf(await createUser());
    expect(await saveCenterSettings(centerId, idleState, formOf({ city: "X" }))).toMatchObject({ status: "error", code: "forbidden", message: en.service.messages.centerNotMember });
    scope.user = await sessionOf(owner);
    expect(await saveCenterSettings(closedId, idleState, formOf({ city: "X" }))).toMatchObject({ status: "error", code: "forbidden", message: en.service.messages.centerInactive });
  });
});
