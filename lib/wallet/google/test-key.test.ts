import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_CLIENT_EMAIL, TEST_GOOGLE_FILE, testServiceAccountJson } from "@/lib/wallet/google/test-key";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "wallet-google-"));

describe("Google Wallet test key", () => {
  it("is made once in the data folder, private to the owner, in a service account key's shape", async () => {
    const dir = path.join(tmp(), "nested");
    const first = await testServiceAccountJson(dir);
    const file = path.join(dir, TEST_GOOGLE_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe(first);
    const key = JSON.parse(first);
    expect(key).toMatchObject({ type: "service_account", project_id: "divecert-test", client_email: TEST_CLIENT_EMAIL });
    expect(key.client_email).toBe("divecert-test-wallet@divecert-test.iam.gserviceaccount.com");
    expect(key.private_key).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(key.private_key_id).toMatch(/^[0-9a-f]{40}$/);
    expect(await testServiceAccountJson(dir)).toBe(first);
  });

  it("gives every maker the same key when several start at once, and leaves no stray file", async () => {
    const dir = tmp();
    const all = await Promise.all([1, 2, 3, 4].map(() => testServiceAccountJson(dir)));
    expect(new Set(all).size).toBe(1);
    expect(readFileSync(path.join(dir, TEST_GOOGLE_FILE), "utf8")).toBe(all[0]);
    expect(readdirSync(dir)).toEqual([TEST_GOOGLE_FILE]);
  });
});
