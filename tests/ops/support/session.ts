import { expect } from "vitest";
import { totpCode } from "@/lib/auth/mfa/totp";
import { request } from "@/tests/ops/support/http";

export const DEMO_PASSWORD = "DiveCert!2026";

export async function login(baseUrl: string, email = "diver@example.com"): Promise<string> {
  const res = await request(`${baseUrl}/api/v1/auth/login`, { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return res.json.data.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * An administrator's token once the account has a second factor (issue 23: the /admin routes
 * answer 403 mfa_required before). The seeded administrator starts without one: TOTP is set up
 * through the API with a code computed like an authenticator app, on the session just opened.
 */
export async function adminLogin(baseUrl: string, email = "admin@example.com"): Promise<string> {
  const token = await login(baseUrl, email);
  const setup = await request(`${baseUrl}/api/v1/auth/mfa/totp/setup`, { method: "POST", headers: bearer(token) });
  expect(setup.status, setup.text).toBe(200);
  const code = totpCode(setup.json.data.secret as string);
  const confirm = await request(`${baseUrl}/api/v1/auth/mfa/totp/confirm`, { method: "POST", headers: bearer(token), body: { code } });
  expect(confirm.status, confirm.text).toBe(200);
  return token;
}
