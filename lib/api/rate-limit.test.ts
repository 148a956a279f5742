import { describe, expect, it } from "vitest";
import { bucketKey, policies } from "@/lib/api/rate-limit";

describe("bucketKey", () => {
  it("is policy:subject for ordinary subjects", () => {
    expect(bucketKey(policies.login, "10.0.0.1:a@example.com")).toBe("login:10.0.0.1:a@example.com");
  });

  it("hashes long client-supplied subjects so the key fits the index", () => {
    const long = "x".repeat(5_000);
    const key = bucketKey(policies.loginIp, long);
    expect(key).toMatch(/^login-ip:sha256:[a-f0-9]{64}$/);
    expect(bucketKey(policies.loginIp, long)).toBe(key);
    expect(bucketKey(policies.loginIp, `${long}y`)).not.toBe(key);
  });
});

describe("policies", () => {
  it("match the contract's limits", () => {
    expect(policies.login).toEqual({ name: "login", limit: 10, windowSeconds: 60 });
    expect(policies.emailSend.limit).toBe(5);
  });
});
