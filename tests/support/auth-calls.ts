import { base64url } from "jose";
import { expect } from "vitest";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as refreshRoute from "@/app/api/v1/auth/refresh/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import { uniqueEmail } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { PASSWORD, registrationBody } from "@/tests/support/registration";

// Calls and checks shared by the auth-*.test.ts files (and the profile tests' login).

export { PASSWORD };
export const registration = (over: Record<string, unknown> = {}) => registrationBody(uniqueEmail("new"), over);

export const register = (body: unknown, extra: { ip?: string; headers?: Record<string, string> } = {}) =>
  call(registerRoute.POST, { method: "POST", path: "/api/v1/auth/register", body, ...extra });
export const login = (email: string, password: string, ip?: string) =>
  call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email, password }, ip });
export const refresh = (refresh_token: unknown) => call(refreshRoute.POST, { method: "POST", path: "/api/v1/auth/refresh", body: { refresh_token } });
export const profile = (token: string | undefined, headers: Record<string, string> = {}) =>
  call(profileRoute.GET, { path: "/api/v1/profile", token, headers });

/** One part of a JWT (header or payload), decoded. */
export const decodePart = (part: string) => JSON.parse(new TextDecoder().decode(base64url.decode(part))) as Record<string, unknown>;

/** 422 in the contract's Laravel shape: `errors` per field and "first (and N more errors)". */
export function expect422(res: { status: number; json: any }, fields: string[]) {
  expect(res.status).toBe(422);
  expect(res.json.status).toBe("error");
  const errors = res.json.errors as Record<string, string[]>;
  for (const f of fields) {
    expect(errors, `errors.${f}`).toHaveProperty(f);
    expect(Array.isArray(errors[f]) && errors[f]!.length > 0).toBe(true);
    for (const m of errors[f]!) expect(typeof m).toBe("string");
  }
  const all = Object.values(errors).flat();
  const more = all.length - 1;
  expect(res.json.message).toBe(more > 0 ? `${all[0]} (and ${more} more error${more === 1 ? "" : "s"})` : all[0]);
  return errors;
}

/** Logs in (must answer 200) and returns the new session's tokens. */
export async function loginOk(email: string, password: string) {
  const res = await login(email, password);
  expect(res.status).toBe(200);
  return { token: res.json.data.access_token as string, refreshToken: res.json.data.refresh_token as string, json: res.json };
}
