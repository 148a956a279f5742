import { expect } from "vitest";
import { request } from "@/tests/ops/support/http";

export const DEMO_PASSWORD = "DiveCert!2026";

export async function login(baseUrl: string, email = "diver@example.com"): Promise<string> {
  const res = await request(`${baseUrl}/api/v1/auth/login`, { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return res.json.data.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
