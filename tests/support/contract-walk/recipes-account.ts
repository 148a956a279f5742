import { registration } from "@/tests/support/auth-calls";
import { loginAs, type World } from "@/tests/support/contract-walk/world";
import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import { linkIn, mailsTo, signedLinkTarget, uniqueEmail, waitForMail } from "@/tests/support/factories";

// Public reads, the directory, search, and the account's own routes (auth, profile, user).

const signedLink = async (w: World, email: string, kind: string, fragment: string) => {
  const mail = (await mailsTo(email, kind)).at(-1) ?? (await waitForMail(email, kind));
  const target = signedLinkTarget(linkIn(mail, fragment));
  w.saved[`${kind}:${email}`] = target;
  return target;
};
const centerId = async (w: World, country: string) =>
  (await w.db.diveCenter.findFirstOrThrow({ where: { country, active: true }, orderBy: { id: "asc" }, select: { id: true } })).id;
const age = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000 - 30 * 86_400_000).toISOString().slice(0, 10);

export const publicRecipes: Recipe[] = [
  recipe("GET /api/v1/health", "public"),
  recipe("GET /api/v1/ready", "public"),
  recipe("GET /api/v1/openapi.json", "public"),
  recipe("GET /api/v1/utility/countries", "public"),
  recipe("GET /api/v1/utility/countries/{code}", "public", { params: () => ({ code: "IT" }) }),
  recipe("GET /api/v1/utility/countries/{code}/divisions", "public", { params: () => ({ code: "IT" }) }),
  recipe("GET /api/v1/utility/dive-centers", "public", { query: () => ({ country: "IT" }) }),
  recipe("GET /api/v1/utility/dive-centers/{id}", "public", { params: async (w) => ({ id: await centerId(w, "IT") }) }),
  recipe("GET /api/v1/dive-centers", "public"),
  recipe("GET /api/v1/dive-centers/{id}", "public", { params: async (w) => ({ id: await centerId(w, "ES") }) }),
  recipe("POST /api/v1/search/dive-centers", "public", { body: () => ({ country: "IT" }) }),
  recipe("GET /api/v1/search/dive-centers/{country}", "public", { params: () => ({ country: "IT" }) }),
  recipe("POST /api/v1/search/divers", "public", { body: (w) => ({ member_id: w.diver.memberId }) }),
  recipe("POST /api/v1/search/instructors", "public", { body: () => ({ country: "ES" }) }),
  recipe("GET /api/v1/verify/{memberId}", "public", { params: (w) => ({ memberId: w.diver.memberId }) }),
  recipe("GET /api/v1/credentials/status/{list}", "public", { params: () => ({ list: 1 }) }),
];

export const accountReadRecipes: Recipe[] = [
  recipe("GET /api/v1/profile", "diver"),
  recipe("GET /api/v1/user", "pro"),
  recipe("GET /api/v1/user/certifications", "diver"),
  recipe("GET /api/v1/user/certifications/diver", "diver"),
  recipe("GET /api/v1/user/certifications/professional", "pro"),
  recipe("GET /api/v1/user/certifications/{certification}/card", "diver", {
    params: async (w) => ({ certification: (await w.db.certification.findFirstOrThrow({ where: { userId: w.diver.id }, select: { id: true } })).id }),
  }),
  recipe("GET /api/v1/user/certifications/{certification}/credential", "diver", {
    params: async (w) => ({ certification: (await w.db.certification.findFirstOrThrow({ where: { userId: w.diver.id }, select: { id: true } })).id }),
  }),
  recipe("GET /api/v1/user/certifications/{certification}/wallet/apple", "diver", {
    params: async (w) => ({ certification: (await w.db.certification.findFirstOrThrow({ where: { userId: w.diver.id, status: { not: "revoked" } }, select: { id: true } })).id }),
  }),
  recipe("GET /api/v1/user/certifications/{certification}/wallet/google", "diver", {
    params: async (w) => ({ certification: (await w.db.certification.findFirstOrThrow({ where: { userId: w.diver.id, status: { not: "revoked" } }, select: { id: true } })).id }),
  }),
  recipe("GET /api/v1/dev/mailbox", "admin"),
];

/** Writes on the demo accounts that leave them usable, and the auth flows on fresh accounts. */
export const accountWriteRecipes: Recipe[] = [
  recipe("PATCH /api/v1/profile", "diver", { body: () => ({ city: "Genova", timezone: "Europe/Rome" }) }),
  recipe("PATCH /api/v1/user", "pro", { body: () => ({ city: "L'Estartit" }) }),
  recipe("PATCH /api/v1/profile/dive-center", "diver", { body: async (w) => ({ dive_center_id: await centerId(w, "IT") }) }),
  recipe("PATCH /api/v1/user/dive-center", "pro", { body: async (w) => ({ dive_center_id: await centerId(w, "ES") }) }),
  recipe("POST /api/v1/auth/register", "public", {
    body: (w) => (w.saved.newcomer = registration({ email: uniqueEmail("walk.newcomer"), first_name: "Marta", last_name: "Ricci" })),
  }),
  recipe("POST /api/v1/auth/email/resend", (w) => w.saved.newcomerToken, {
    before: async (w) => void (w.saved.newcomerToken = (await loginAs(w.saved.newcomer.email, w.saved.newcomer.password)).token),
  }),
  recipe("GET /api/v1/auth/email/verify/{id}/{hash}", "public", {
    before: async (w) => void (await signedLink(w, w.saved.newcomer.email, "verify_email", "/api/v1/auth/email/verify/")),
    params: (w) => w.saved[`verify_email:${w.saved.newcomer.email}`].params,
    query: (w) => Object.fromEntries(new URL(w.saved[`verify_email:${w.saved.newcomer.email}`].path, "http://x").searchParams),
  }),
  recipe("GET /api/v1/auth/guardian/accept/{id}/{hash}", "public", {
    before: async (w) => {
      const { register } = await import("@/tests/support/auth-calls");
      const guardian = uniqueEmail("walk.guardian");
      const minor = registration({ email: uniqueEmail("walk.minor"), dob: age(15), guardian_first_name: "Paolo", guardian_last_name: "Ricci", guardian_email: guardian });
      const res = await register(minor);
      if (res.status !== 201) throw new Error(`minor registration answered ${res.status}: ${res.text}`);
      w.saved.minor = minor;
      const mail = await waitForMail(guardian, "guardian_consent");
      w.saved.guardianLink = signedLinkTarget(linkIn(mail, "/api/v1/auth/guardian/accept/"));
    },
    params: (w) => w.saved.guardianLink.params,
    query: (w) => Object.fromEntries(new URL(w.saved.guardianLink.path, "http://x").searchParams),
  }),
  recipe("POST /api/v1/auth/login", "public", {
    body: (w) => ({ email: w.saved.newcomer.email, password: w.saved.newcomer.password, device_name: "Marta's tablet" }),
  }),
  recipe("POST /api/v1/auth/refresh", "public", { body: (w) => ({ refresh_token: w.pro.refreshToken }), after: (res, w) => void (w.pro.refreshToken = res.json.data.refresh_token) }),
  recipe("POST /api/v1/auth/password/forgot", "public", { body: (w) => ({ email: w.saved.newcomer.email }) }),
  recipe("POST /api/v1/auth/password/reset", "public", {
    body: async (w) => {
      const url = new URL(linkIn(await waitForMail(w.saved.newcomer.email, "password_reset"), "/reset-password"));
      const token = url.searchParams.get("token") ?? url.pathname.split("/").pop()!;
      w.saved.newcomer.password = "Coral-Garden-2027";
      return { email: w.saved.newcomer.email, token, password: w.saved.newcomer.password, password_confirmation: w.saved.newcomer.password };
    },
  }),
  recipe("PUT /api/v1/profile/password", (w) => w.saved.newcomerToken, {
    before: async (w) => void (w.saved.newcomerToken = (await loginAs(w.saved.newcomer.email, w.saved.newcomer.password)).token),
    body: (w) => ({ current_password: w.saved.newcomer.password, password: "Kelp-Forest-2028", password_confirmation: "Kelp-Forest-2028" }),
    after: (_res, w) => void (w.saved.newcomer.password = "Kelp-Forest-2028"),
  }),
  recipe("PUT /api/v1/user/password", (w) => w.saved.newcomerToken, {
    before: async (w) => void (w.saved.newcomerToken = (await loginAs(w.saved.newcomer.email, w.saved.newcomer.password)).token),
    body: (w) => ({ current_password: w.saved.newcomer.password, password: "Sea-Grass-2029", password_confirmation: "Sea-Grass-2029" }),
    after: (_res, w) => void (w.saved.newcomer.password = "Sea-Grass-2029"),
  }),
  recipe("POST /api/v1/legacy/auth/register", "public", {
    body: (w) => (w.saved.legacyUser = registration({ email: uniqueEmail("walk.legacy"), first_name: "Luca", last_name: "Greco" })),
  }),
  recipe("POST /api/v1/legacy/auth/login", "public", {
    body: (w) => ({ email: w.saved.legacyUser.email, password: w.saved.legacyUser.password }),
    after: (res, w) => void (w.saved.legacyToken = res.json.data.access_token ?? res.json.data.token),
  }),
  recipe("POST /api/v1/legacy/auth/refresh", (w) => w.saved.legacyToken, {
    after: (res, w) => void (w.saved.legacyToken = res.json.data.access_token ?? res.json.data.token ?? w.saved.legacyToken),
  }),
  recipe("POST /api/v1/legacy/auth/reset-password", "public", { body: (w) => ({ email: w.saved.legacyUser.email }) }),
  recipe("POST /api/v1/legacy/auth/logout", (w) => w.saved.legacyToken),
  recipe("POST /api/v1/auth/logout", (w) => w.saved.logoutToken, {
    before: async (w) => void (w.saved.logoutToken = (await loginAs(w.diver.email)).token),
    body: () => ({}),
  }),
  recipe("DELETE /api/v1/profile", (w) => w.saved.newcomerToken, {
    before: async (w) => void (w.saved.newcomerToken = (await loginAs(w.saved.newcomer.email, w.saved.newcomer.password)).token),
    body: (w) => ({ password: w.saved.newcomer.password }),
  }),
];

