import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import { createUser } from "@/tests/support/factories";
import { codeAt } from "@/tests/support/mfa";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import { call } from "@/tests/support/http";

// The second factor (issue 23) on an account of its own: set up, confirm, new recovery codes,
// a sign-in finished with a recovery code, then TOTP removed.

export const mfaRecipes: Recipe[] = [
  recipe("GET /api/v1/auth/mfa", (w) => w.saved.mfaUser.token, {
    before: async (w) => {
      const created = await createUser({ firstName: "Tessa", lastName: "Otp" });
      w.saved.mfaUser = { ...created.user, password: created.password, token: created.token };
    },
  }),
  recipe("POST /api/v1/auth/mfa/totp/setup", (w) => w.saved.mfaUser.token, {
    after: (res, w) => void (w.saved.mfaUser.secret = res.json.data.secret),
  }),
  recipe("POST /api/v1/auth/mfa/totp/confirm", (w) => w.saved.mfaUser.token, {
    body: (w) => ({ code: codeAt(w.saved.mfaUser.secret) }),
  }),
  recipe("POST /api/v1/auth/mfa/recovery-codes", (w) => w.saved.mfaUser.token, {
    body: (w) => ({ password: w.saved.mfaUser.password }),
    after: (res, w) => void (w.saved.mfaUser.recoveryCodes = res.json.data.recovery_codes),
  }),
  recipe("POST /api/v1/auth/mfa/verify", "public", {
    before: async (w) => {
      const res = await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: w.saved.mfaUser.email, password: w.saved.mfaUser.password } });
      if (!res.json?.data?.mfa_token) throw new Error(`login of the TOTP account answered ${res.status}: ${res.text}`);
      w.saved.mfaUser.mfaToken = res.json.data.mfa_token;
    },
    body: (w) => ({ mfa_token: w.saved.mfaUser.mfaToken, code: w.saved.mfaUser.recoveryCodes[0] }),
  }),
  recipe("DELETE /api/v1/auth/mfa/totp", (w) => w.saved.mfaUser.token, {
    body: (w) => ({ password: w.saved.mfaUser.password }),
  }),
];

