import { expect } from "vitest";
import * as profileRoute from "@/app/api/v1/profile/route";
import { call } from "@/tests/support/http";

// Calls and checks shared by the profile-*.test.ts files.

export const get = (token: string | undefined, path = "/api/v1/profile", headers: Record<string, string> = {}) =>
  call(profileRoute.GET, { path, token, headers });
export const patch = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call(profileRoute.PATCH, { method: "PATCH", path: "/api/v1/profile", token, body, headers });
export const remove = (token: string, body: unknown) => call(profileRoute.DELETE, { method: "DELETE", path: "/api/v1/profile", token, body });

/** 422 naming at least `fields`, its message starting with the first error (looser than auth-calls' expect422). */
export function expect422(res: { status: number; json: any }, fields: string[]) {
  expect(res.status).toBe(422);
  expect(res.json.status).toBe("error");
  for (const f of fields) expect(res.json.errors, `errors.${f}`).toHaveProperty(f);
  const all = Object.values(res.json.errors as Record<string, string[]>).flat();
  expect(res.json.message.startsWith(all[0]!)).toBe(true);
  return res.json.errors as Record<string, string[]>;
}
