import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import { loginAs, type World } from "@/tests/support/contract-walk/world";
import { createUser } from "@/tests/support/factories";

// Sessions and the data export (issue 23, decision 0026), on an account of their own so that
// ending sessions never touches the demo accounts' tokens.

const owner = async (w: World) => {
  if (!w.saved.privacyOwner) w.saved.privacyOwner = await createUser({ email: `walk.privacy.${Date.now()}@example.com` });
  return w.saved.privacyOwner as Awaited<ReturnType<typeof createUser>>;
};

export const privacyRecipes: Recipe[] = [
  recipe("GET /api/v1/auth/sessions", (w) => w.saved.privacyOwner.token, { before: async (w) => void (await owner(w)) }),
  recipe("DELETE /api/v1/auth/sessions/{id}", (w) => w.saved.privacyOwner.token, {
    before: async (w) => {
      const o = await owner(w);
      await loginAs(o.user.email, o.password);
      const newest = await w.db.refreshToken.findFirstOrThrow({ where: { userId: o.user.id, revokedAt: null }, orderBy: { createdAt: "desc" }, select: { familyId: true } });
      w.saved.privacyOtherSession = newest.familyId;
    },
    params: (w) => ({ id: w.saved.privacyOtherSession }),
  }),
  recipe("DELETE /api/v1/auth/sessions", (w) => w.saved.privacyOwner.token, {
    before: async (w) => {
      const o = await owner(w);
      await loginAs(o.user.email, o.password);
    },
  }),
  recipe("POST /api/v1/profile/export", (w) => w.saved.privacyOwner.token, {
    before: async (w) => void (await owner(w)),
    after: (res, w) => void (w.saved.privacyExport = res.json.data.id),
  }),
  recipe("GET /api/v1/profile/exports", (w) => w.saved.privacyOwner.token, {
    before: async (w) => {
      // The job's work, as the worker does it, so the list (and the download) has a ready export.
      const { buildExport } = await import("@/lib/privacy/build-export");
      await buildExport(w.saved.privacyExport);
    },
    after: (res, w) => void (w.saved.privacyLink = new URL(res.json.data.data[0].download_url)),
  }),
  recipe("GET /api/v1/profile/exports/{id}/download", "public", {
    params: (w) => ({ id: w.saved.privacyExport }),
    query: (w) => Object.fromEntries((w.saved.privacyLink as URL).searchParams),
  }),
];
