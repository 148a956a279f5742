import { describe, expect, it } from "vitest";
import { emailKey, THROTTLE, throttleDelaySeconds } from "@/lib/auth/throttle";

describe("per-account sign-in throttling curve", () => {
  it("lets the first five attempts through without waiting", () => {
    for (let failures = 0; failures < 5; failures += 1) expect(throttleDelaySeconds(failures)).toBe(0);
  });

  it("then doubles the wait with every further attempt", () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12].map(throttleDelaySeconds)).toEqual([5, 10, 20, 40, 80, 160, 320, 640]);
  });

  it("is capped at 15 minutes, however many attempts, so the owner is never locked out for good", () => {
    expect(throttleDelaySeconds(13)).toBe(900);
    expect(throttleDelaySeconds(100)).toBe(900);
    expect(throttleDelaySeconds(1_000_000)).toBe(THROTTLE.capSeconds);
    for (let n = 5; n < 60; n += 1) expect(throttleDelaySeconds(n + 1)).toBeGreaterThanOrEqual(throttleDelaySeconds(n));
  });

  it("keys long addresses by their hash", () => {
    expect(emailKey("a@b.c")).toBe("email:a@b.c");
    expect(emailKey(`${"x".repeat(300)}@b.c`)).toMatch(/^email:sha256:[0-9a-f]{64}$/);
  });
});
