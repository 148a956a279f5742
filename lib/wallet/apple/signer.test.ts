import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, env, parseEnv, setEnvForTests } from "@/lib/env";
import { appleSigner, checkProductionSigner } from "@/lib/wallet/apple/signer";
import { makeTestPassChain } from "@/lib/wallet/apple/test-chain";

setEnvForTests(
  parseEnv({
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "divecert-signer-")),
    AUTH_SECRET: "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
    LOG_LEVEL: "silent",
    SEED_DEMO: "0",
  }),
);
const base = env();
afterAll(() => setEnvForTests(undefined));

const chain = makeTestPassChain();
const other = makeTestPassChain();
const production = (overrides: Partial<{ passTypeId: string; certPem: string; keyPem: string; wwdrPem: string; keyPassphrase: string }> = {}) => ({
  mode: "production" as const,
  passTypeId: "pass.org.divecert.test",
  teamId: "DCTEST0001",
  certPem: chain.signerCertPem,
  keyPem: chain.signerKeyPem,
  keyPassphrase: undefined,
  wwdrPem: chain.wwdrPem,
  ...overrides,
});

describe("the Apple Wallet signer", () => {
  it("is the data folder's test chain in test mode (the embedded mode), marked as test", async () => {
    expect(base.wallet.apple.mode).toBe("test");
    const signer = await appleSigner();
    expect(signer).toMatchObject({ passTypeId: "pass.org.divecert.test", teamId: "DCTEST0001", test: true, signerKeyPassphrase: undefined });
    expect(signer!.signerCertPem).toContain("BEGIN CERTIFICATE");
  });

  it("is null when Apple Wallet is off", async () => {
    setEnvForTests({ ...base, wallet: { ...base.wallet, apple: { mode: "off" } } });
    expect(await appleSigner()).toBeNull();
    setEnvForTests(base);
  });

  it("takes the configured certificate and key as given once they match", async () => {
    setEnvForTests({ ...base, wallet: { ...base.wallet, apple: production() } });
    expect(await appleSigner()).toMatchObject({ passTypeId: "pass.org.divecert.test", test: false, signerCertPem: chain.signerCertPem, wwdrPem: chain.wwdrPem });
    setEnvForTests(base);
  });

  it("refuses, naming the setting, a key that is not the certificate's, unreadable PEMs, and another pass type's certificate", async () => {
    expect(() => checkProductionSigner(production({ keyPem: other.signerKeyPem }))).toThrow(/APPLE_PASS_KEY is not the private key of APPLE_PASS_CERT/);
    expect(() => checkProductionSigner(production({ certPem: "-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----" }))).toThrow(/APPLE_PASS_CERT/);
    expect(() => checkProductionSigner(production({ wwdrPem: "nope" }))).toThrow(/APPLE_WWDR_CERT/);
    expect(() => checkProductionSigner(production({ keyPem: "-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----" }))).toThrow(/APPLE_PASS_KEY cannot be read/);
    expect(() => checkProductionSigner(production({ passTypeId: "pass.org.divecert.card" }))).toThrow(/not of APPLE_PASS_TYPE_ID pass\.org\.divecert\.card/);
    expect(() => checkProductionSigner(production({ keyPem: other.signerKeyPem }))).toThrow(EnvError);
    // At first use, through appleSigner too.
    setEnvForTests({ ...base, wallet: { ...base.wallet, apple: production({ keyPem: other.signerKeyPem }) } });
    await expect(appleSigner()).rejects.toThrow(EnvError);
    setEnvForTests(base);
  });
});
