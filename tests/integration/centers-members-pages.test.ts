import { describe, expect, it, vi } from "vitest";
import { catalogues } from "@/lib/i18n/messages";
import { idleState } from "@/lib/pages/form-state";
import { join, owners, roleOf, tokenMailedTo } from "@/tests/support/center-team";
import { createDiveCenter, createUser, uniqueEmail } from "@/tests/support/factories";
import { formOf, freshScopeEach, redirectTo, scope, sessionOf } from "@/tests/support/page-scope";

// The team page's actions and the invitee's "Accept" on the page kernel (decision 0045): the
// same services and refusals as the routes, field errors inline, the outcome in the page's words.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next/cache", async (original) => (await import("@/tests/support/page-scope")).cacheModule(await original()));
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const team = await import("@/app/(centers)/centers/[id]/members/actions");
const landing = await import("@/app/(site)/center-invitations/[token]/actions");

const en = catalogues.en;
freshScopeEach("203.0.113.37");

describe("the team page", () => {
  it("invites (errors inline, the rule in words), changes a role, removes, withdraws, and the invitee accepts", async () => {
    const center = await createDiveCenter();
    const [owner, manager, pro] = await Promise.all([createUser(), createUser(), createUser({ professional: true })]);
    await join(center.id, owner, "owner");
    await join(center.id, manager, "manager");

    scope.user = await sessionOf(manager);
    const bad = await team.inviteAction(center.id, idleState, formOf({ email: "nope", role: "instructor" }));
    expect(bad).toMatchObject({ status: "error", code: "validation", values: { email: "nope" } });
    expect(Object.keys(bad.fields ?? {})).toEqual(["email"]);
    const notHis = await team.inviteAction(center.id, idleState, formOf({ email: uniqueEmail(), role: "manager" }));
    expect(notHis).toMatchObject({ status: "error", code: "forbidden", message: en.service.messages.teamOnlyOwnerNamesManagers });

    scope.user = await sessionOf(owner);
    const sent = await team.inviteAction(center.id, idleState, formOf({ email: pro.user.email, role: "instructor" }));
    expect(sent).toMatchObject({ status: "success", message: en.centerMembers.invite.sent.replace("{email}", pro.user.email) });
    const token = await tokenMailedTo(pro.user.email);

    scope.user = await sessionOf(pro);
    await expect(landing.acceptAction(token, idleState, formOf({}))).rejects.toEqual(redirectTo(`/centers/${center.id}/members?joined=1`));
    expect(await roleOf(center.id, pro.user.id)).toBe("instructor");
    const again = await landing.acceptAction(token, idleState, formOf({}));
    expect(again).toMatchObject({ status: "error", code: "conflict", message: en.service.messages.teamInvitationAccepted });

    scope.user = await sessionOf(owner);
    const last = await team.changeRoleAction(center.id, owner.user.id, idleState, formOf({ role: "manager" }));
    expect(last).toMatchObject({ status: "error", code: "conflict", message: en.service.messages.teamLastOwner });
    expect(await team.changeRoleAction(center.id, manager.user.id, idleState, formOf({ role: "owner" }))).toMatchObject({ status: "success", message: en.centerMembers.table.roleSaved });
    expect(await owners(center.id)).toBe(2);
    expect(await team.removeAction(center.id, pro.user.id, idleState, formOf({}))).toMatchObject({ status: "success", message: en.centerMembers.table.removed });

    await team.inviteAction(center.id, idleState, formOf({ email: uniqueEmail(), role: "instructor" }));
    const { getDb } = await import("@/lib/db/client");
    const pending = await (await getDb()).centerInvitation.findFirstOrThrow({ where: { diveCenterId: center.id, acceptedAt: null }, select: { id: true } });
    expect(await team.withdrawAction(center.id, pending.id, idleState, formOf({}))).toMatchObject({ status: "success", message: en.centerMembers.pending.withdrawn });

    // Leaving: the owner may go now that the manager is an owner too.
    await expect(team.leaveAction(center.id, idleState, formOf({}))).rejects.toEqual(redirectTo("/centers"));
    expect(await roleOf(center.id, owner.user.id)).toBeNull();
  });

  it("refuses a tampered id and a non-member", async () => {
    const center = await createDiveCenter();
    scope.user = await sessionOf(await createUser());
    expect(await team.inviteAction(center.id, idleState, formOf({ email: uniqueEmail(), role: "instructor" }))).toMatchObject({ status: "error", code: "forbidden" });
    expect(await team.removeAction("1x" as unknown as number, 1, idleState, formOf({}))).toMatchObject({ status: "error", code: "not_found" });
  });
});
