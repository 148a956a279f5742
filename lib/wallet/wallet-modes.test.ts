import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv, setEnvForTests } from "@/lib/env";
import { walletModes } from "@/lib/wallet/wallet-modes";

// What the certification page learns of the wallet settings: each wallet's mode, and nothing of its keys.

const dataDir = path.join(os.tmpdir(), `divecert-wallet-modes-test-${process.pid}`);
const server = { DATA_DIR: dataDir, DATABASE_URL: "postgresql://x@localhost/db", AUTH_SECRET: "s".repeat(32), STRIPE_EMULATOR: "1" };
const pem = (label: string) => `-----BEGIN ${label}-----\\nAAAA\\n-----END ${label}-----`;
const apple = {
  APPLE_PASS_TYPE_ID: "pass.org.divecert.card",
  APPLE_TEAM_ID: "ABCDE12345",
  APPLE_PASS_CERT: pem("CERTIFICATE"),
  APPLE_PASS_KEY: pem("PRIVATE KEY"),
  APPLE_WWDR_CERT: pem("CERTIFICATE"),
};
const google = { GOOGLE_WALLET_ISSUER_ID: "3388000000012345678", GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":"svc@example.iam.gserviceaccount.com","private_key":"secret-key-text"}' };

afterEach(() => setEnvForTests(undefined));

describe("walletModes", () => {
  it("offers test passes of both wallets in the embedded mode without keys", () => {
    setEnvForTests(parseEnv({ DATA_DIR: dataDir }));
    expect(walletModes()).toEqual({ apple: "test", google: "test" });
  });

  it("offers none on a server install without keys, and test passes there only with WALLET_TEST_KEYS=1", () => {
    setEnvForTests(parseEnv(server));
    expect(walletModes()).toEqual({ apple: "off", google: "off" });
    setEnvForTests(parseEnv({ ...server, WALLET_TEST_KEYS: "1" }));
    expect(walletModes()).toEqual({ apple: "test", google: "test" });
  });

  it("names each wallet's own mode, and hands the page no key, certificate or issuer", () => {
    setEnvForTests(parseEnv({ ...server, ...google }));
    expect(walletModes()).toEqual({ apple: "off", google: "production" });
    setEnvForTests(parseEnv({ ...server, ...apple, ...google }));
    const modes = walletModes();
    expect(modes).toEqual({ apple: "production", google: "production" });
    const text = JSON.stringify(modes);
    for (const secret of ["BEGIN", "secret-key-text", "3388000000012345678", "ABCDE12345"]) expect(text).not.toContain(secret);
  });
});
