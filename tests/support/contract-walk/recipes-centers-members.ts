import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import type { World } from "@/tests/support/contract-walk/world";
import { createUser, linkIn, mailsTo } from "@/tests/support/factories";

// Issue 37 (contract section 6), a center's team: the demo instructor owns his center ("Mar de
// Lava Buceo"); he lists the team, invites a fresh account as a manager (the link from the outbox),
// who accepts; he makes the new manager an owner, invites another address and withdraws it, then
// removes the new member again, so the demo team is as it was.

async function demoCenterId(w: World): Promise<number> {
  w.saved.demoCenterId ??= (await w.db.diveCenterMember.findFirstOrThrow({ where: { userId: w.pro.id, role: "owner" }, orderBy: { diveCenterId: "asc" }, select: { diveCenterId: true } })).diveCenterId;
  return w.saved.demoCenterId as number;
}

export const centersMembersRecipes: Recipe[] = [
  recipe("GET /api/v1/centers/{id}/members", "pro", { params: async (w) => ({ id: await demoCenterId(w) }) }),
  recipe("POST /api/v1/centers/{id}/invitations", "pro", {
    before: async (w) => void (w.saved.teamInvitee = await createUser({ firstName: "Tina", lastName: "Teammate" })),
    params: async (w) => ({ id: await demoCenterId(w) }),
    body: (w) => ({ email: w.saved.teamInvitee.user.email, role: "manager" }),
  }),
  recipe("GET /api/v1/centers/{id}/invitations", "pro", { params: async (w) => ({ id: await demoCenterId(w) }) }),
  recipe("POST /api/v1/center-invitations/{token}/accept", (w) => w.saved.teamInvitee.token, {
    params: async (w) => {
      const [mail] = await mailsTo(w.saved.teamInvitee.user.email, "center_invitation");
      return { token: new URL(linkIn(mail!, "/center-invitations/")).pathname.split("/").pop()! };
    },
  }),
  recipe("PATCH /api/v1/centers/{id}/members/{user_id}", "pro", {
    params: async (w) => ({ id: await demoCenterId(w), user_id: w.saved.teamInvitee.user.id }),
    body: () => ({ role: "owner" }),
  }),
  recipe("DELETE /api/v1/centers/{id}/invitations/{invitation_id}", "pro", {
    before: async (w) => {
      const id = await demoCenterId(w);
      const invitation = await w.db.centerInvitation.create({
        data: { diveCenterId: id, email: "walk.withdrawn@example.com", role: "instructor", invitedById: w.pro.id, expiresAt: new Date(Date.now() + 86_400_000) },
        select: { id: true },
      });
      w.saved.withdrawnInvitation = invitation.id;
    },
    params: async (w) => ({ id: await demoCenterId(w), invitation_id: w.saved.withdrawnInvitation }),
  }),
  recipe("DELETE /api/v1/centers/{id}/members/{user_id}", "pro", {
    params: async (w) => ({ id: await demoCenterId(w), user_id: w.saved.teamInvitee.user.id }),
  }),
];
