import { expect } from "vitest";

// The kernel's error answer, as the kernel-*.test.ts files check it.

export const JSON_TYPE = "application/json; charset=utf-8";

/** An error in the JSON envelope with a request id, and no stack trace. */
export function expectErrorEnvelope(res: { status: number; headers: Headers; json: any; text: string }, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe(JSON_TYPE);
  expect(res.headers.get("x-request-id")).toBeTruthy();
  expect(res.json.status).toBe("error");
  expect(typeof res.json.message).toBe("string");
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(res.text).not.toContain("stack");
}
