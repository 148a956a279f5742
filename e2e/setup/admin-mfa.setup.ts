import { expect, test } from "@playwright/test";
import { ADMIN } from "@/e2e/support/session";
import { codeAt, saveAdminSecret } from "@/e2e/support/mfa";

// The seeded administrator starts without a second factor, and the admin routes and pages need
// one (issue 23): turn TOTP on through the API, as a person would on the security page, and keep
// the secret for the suites' sign-ins.
test("the seeded administrator sets up an authenticator app", async ({ request }) => {
  const login = await request.post("/api/v1/auth/login", { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await login.json()).data.access_token as string;
  expect(token, "the seeded administrator has no second factor before the suites run").toBeTruthy();
  const auth = { Authorization: `Bearer ${token}` };
  const refused = await request.get("/api/v1/admin/jobs", { headers: auth });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("mfa_required");
  const setup = await request.post("/api/v1/auth/mfa/totp/setup", { headers: auth });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret = (await setup.json()).data.secret as string;
  const confirm = await request.post("/api/v1/auth/mfa/totp/confirm", { headers: auth, data: { code: codeAt(secret) } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  saveAdminSecret(secret);
  expect((await request.get("/api/v1/admin/jobs", { headers: auth })).status()).toBe(200);
});
