import { X509Certificate, createPrivateKey } from "node:crypto";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv, setEnvForTests } from "@/lib/env";
import { makeTestPassChain, testPassChain } from "@/lib/wallet/apple/test-chain";

const useDataDir = (dataDir: string) =>
  setEnvForTests(parseEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000", DATA_DIR: dataDir, AUTH_SECRET: "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz", LOG_LEVEL: "silent", SEED_DEMO: "0" }));
const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "divecert-pass-chain-"));
afterAll(() => setEnvForTests(undefined));

describe("the Apple Wallet test chain", () => {
  const chain = makeTestPassChain();
  const root = new X509Certificate(chain.rootPem);
  const wwdr = new X509Certificate(chain.wwdrPem);
  const signer = new X509Certificate(chain.signerCertPem);

  it("verifies: the root by itself, the WWDR stand-in by the root, the pass certificate by the WWDR stand-in", () => {
    expect(root.verify(root.publicKey)).toBe(true);
    expect(root.checkIssued(root)).toBe(true);
    expect(wwdr.verify(root.publicKey)).toBe(true);
    expect(wwdr.checkIssued(root)).toBe(true);
    expect(signer.verify(wwdr.publicKey)).toBe(true);
    expect(signer.checkIssued(wwdr)).toBe(true);
    // Not by the wrong one.
    expect(signer.verify(root.publicKey)).toBe(false);
    expect(wwdr.verify(wwdr.publicKey)).toBe(false);
  });

  it("makes CAs of the root and the intermediate only, and a pass type certificate shaped like Apple's", () => {
    expect(root.ca).toBe(true);
    expect(wwdr.ca).toBe(true);
    expect(signer.ca).toBe(false);
    expect(root.subject).toContain("CN=DiveCert Test Pass CA");
    expect(wwdr.subject).toContain("CN=DiveCert Test WWDR");
    expect(signer.subject.split("\n")).toEqual(
      expect.arrayContaining(["UID=pass.org.divecert.test", "OU=DCTEST0001", "CN=Pass Type ID: pass.org.divecert.test", "O=DiveCert (test)"]),
    );
    expect(signer.checkPrivateKey(createPrivateKey(chain.signerKeyPem))).toBe(true);
    // Valid from a day back, for ten years.
    const from = new Date(signer.validFrom).getTime();
    expect(from).toBeLessThan(Date.now() - 23 * 3600 * 1000);
    expect(new Date(signer.validTo).getTime()).toBeGreaterThan(Date.now() + 9 * 365 * 24 * 3600 * 1000);
    expect(root.serialNumber).not.toBe(wwdr.serialNumber);
  });

  it("is made once per data folder, kept in a 0600 file, and read back rather than made again", async () => {
    const dir = freshDir();
    useDataDir(dir);
    const [first, again] = await Promise.all([testPassChain(), testPassChain()]);
    expect(again).toBe(first);
    const file = path.join(dir, "wallet-test-pass-chain.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);

    // Another data folder, another chain.
    useDataDir(freshDir());
    expect((await testPassChain()).rootPem).not.toBe(first.rootPem);
  });

  it("uses the chain another process wrote first", async () => {
    const dir = freshDir();
    const winner = makeTestPassChain();
    writeFileSync(path.join(dir, "wallet-test-pass-chain.json"), JSON.stringify(winner), { mode: 0o600 });
    useDataDir(dir);
    expect(await testPassChain()).toEqual(winner);
  });
});
