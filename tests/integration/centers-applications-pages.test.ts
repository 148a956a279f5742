import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { catalogues } from "@/lib/i18n/messages";
import { idleState } from "@/lib/pages/form-state";
import { createDiveCenter, createUser } from "@/tests/support/factories";
import { formOf, freshScopeEach, redirectTo, scope, sessionOf } from "@/tests/support/page-scope";

// The pages of decision 0043 on the page kernel: the application form (/professional/dive-center),
// the console's queue (approve, reject with a reason) and the console's "add a member" forms —
// the same doors and refusals as their routes, the pages' own words for empty fields.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next/cache", async (original) => (await import("@/tests/support/page-scope")).cacheModule(await original()));
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const form = await import("@/app/(account)/professional/dive-center/actions");
const queue = await import("@/app/(console)/admin/dive-center-applications/actions");
const centerMembers = await import("@/app/(console)/admin/dive-centers/[id]/member-actions");
const distributorMembers = await import("@/app/(console)/admin/distributors/[id]/member-actions");

const en = catalogues.en;
freshScopeEach("203.0.113.9");

describe("the application form", () => {
  it("sends an application and shows field errors inline; a second one is refused while one is pending", async () => {
    const pro = await createUser({ professional: true });
    scope.user = await sessionOf(pro, { isProfessional: true });
    const bad = await form.submitCenterApplication(idleState, formOf({ name: "X", country: "ES", state_code: "IT-RM", website: "nope" }));
    expect(bad).toMatchObject({ status: "error", code: "validation", values: { name: "X", state_code: "IT-RM" } });
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["name", "state_code", "website"]);
    expect(bad.fields?.state_code).toEqual([en.adminOrganisation.errors.state_code]);

    await expect(form.submitCenterApplication(idleState, formOf({ name: "Buceo del Faro", country: "ES", state_code: "ES-CN", city: "Arrecife", distributor_id: "" }))).rejects.toEqual(
      redirectTo("/professional/dive-center?sent=1"),
    );
    const db = await getDb();
    expect(await db.diveCenterApplication.findFirst({ where: { userId: pro.user.id }, select: { status: true, stateCode: true, distributorId: true } })).toEqual({ status: "pending", stateCode: "ES-CN", distributorId: null });
    const again = await form.submitCenterApplication(idleState, formOf({ name: "Otro", country: "ES" }));
    expect(again).toMatchObject({ status: "error", code: "application_pending", message: en.service.messages.centerApplicationPending });
  });

  it("is for professionals", async () => {
    scope.user = await sessionOf(await createUser());
    const refused = await form.submitCenterApplication(idleState, formOf({ name: "Buceo", country: "ES" }));
    expect(refused).toMatchObject({ status: "error", code: "forbidden" });
  });
});

describe("the console's queue and member forms", () => {
  it("approves and rejects (a reason is needed) with the accounts permission only", async () => {
    const db = await getDb();
    const staff = await createUser({ role: "staff", permissions: ["accounts"], totp: true });
    const other = await createUser({ role: "staff", permissions: ["records"], totp: true });
    const applicant = await createUser({ professional: true });
    const app = await db.diveCenterApplication.create({ data: { userId: applicant.user.id, name: "Faro Azul", country: "ES" } });

    scope.user = await sessionOf(other);
    expect(await queue.decideCenterApplication(app.id, idleState, formOf({ decision: "approve" }))).toMatchObject({ status: "error", code: "forbidden" });

    scope.user = await sessionOf(staff);
    const noReason = await queue.decideCenterApplication(app.id, idleState, formOf({ decision: "reject", reason: " " }));
    expect(noReason).toMatchObject({ status: "error", code: "validation", fields: { reason: [en.centerApplications.queue.giveReason] } });
    await expect(queue.decideCenterApplication(app.id, idleState, formOf({ decision: "approve" }))).rejects.toEqual(redirectTo("/admin/dive-center-applications?approved="));
    const approved = await db.diveCenterApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(approved.status).toBe("approved");
    const twice = await queue.decideCenterApplication(app.id, idleState, formOf({ decision: "reject", reason: "Late." }));
    expect(twice).toMatchObject({ status: "error", code: "conflict", message: en.service.messages.centerApplicationApproved });

    const other2 = await db.diveCenterApplication.create({ data: { userId: (await createUser({ professional: true })).user.id, name: "Faro Rojo", country: "ES" } });
    await expect(queue.decideCenterApplication(other2.id, idleState, formOf({ decision: "reject", reason: "No address." }))).rejects.toEqual(redirectTo("/admin/dive-center-applications?rejected=1"));
  });

  it("adds members to a center and a distributor, telling who was added; refusals inline", async () => {
    const db = await getDb();
    const staff = await createUser({ role: "staff", permissions: ["accounts"], totp: true });
    scope.user = await sessionOf(staff);
    const center = await createDiveCenter({ distributor: true });
    const member = await createUser({ firstName: "Ana", lastName: "Vidal" });
    const added = await centerMembers.addCenterMemberAction(center.id, idleState, formOf({ email: member.user.email, role: "manager" }));
    expect(added).toMatchObject({ status: "success", message: "Ana Vidal was added as Manager." });
    const blank = await centerMembers.addCenterMemberAction(center.id, idleState, formOf({ email: "", role: "manager" }));
    expect(blank.fields?.email).toEqual([en.centerApplications.members.errors.email]);
    const unknown = await centerMembers.addCenterMemberAction(center.id, idleState, formOf({ email: "nobody.here@example.com", role: "manager" }));
    expect(unknown.fields?.email).toEqual([en.service.messages.noAccountForEmail]);
    const notPro = await centerMembers.addCenterMemberAction(center.id, idleState, formOf({ email: (await createUser()).user.email, role: "instructor" }));
    expect(notPro).toMatchObject({ status: "error", code: "validation" });
    const twice = await centerMembers.addCenterMemberAction(center.id, idleState, formOf({ email: member.user.email, role: "owner" }));
    expect(twice).toMatchObject({ status: "error", code: "conflict", message: en.service.messages.alreadyCenterMember });

    const toDistributor = await distributorMembers.addDistributorMemberAction(center.distributorId!, idleState, formOf({ email: member.user.email, role: "owner" }));
    expect(toDistributor).toMatchObject({ status: "success", message: "Ana Vidal was added as Owner." });
    expect(await db.distributorMember.count({ where: { distributorId: center.distributorId!, userId: member.user.id } })).toBe(1);
  });
});
