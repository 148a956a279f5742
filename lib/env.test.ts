import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

// Settings: safe defaults for the embedded mode, a clear error for a production setting missing.

const dataDir = path.join(os.tmpdir(), `divecert-env-test-${process.pid}`);

describe("settings", () => {
  it("runs embedded with nothing set: no Stripe keys, so the emulator and its test-card form", () => {
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(env.embedded).toBe(true);
    expect(env.stripeSecretKey).toBeUndefined();
    expect(env.stripePublishableKey).toBeUndefined();
  });

  it("refuses a Stripe secret key without the publishable key the payment page needs", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(/STRIPE_PUBLISHABLE_KEY is required/);
    expect(parseEnv({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" }).stripePublishableKey).toBe("pk_live_x");
  });

  it("names statements unless DB_NAMED_STATEMENTS turns them off (PgBouncer before 1.21)", () => {
    const server = { DATA_DIR: dataDir, DATABASE_URL: "postgresql://x@localhost/db", AUTH_SECRET: "s".repeat(32), STRIPE_EMULATOR: "1" };
    expect(parseEnv(server).dbNamedStatements).toBe(true);
    expect(parseEnv({ ...server, DB_NAMED_STATEMENTS: "0" }).dbNamedStatements).toBe(false);
    expect(parseEnv({ ...server, DB_NAMED_STATEMENTS: "1" }).dbNamedStatements).toBe(true);
    expect(() => parseEnv({ ...server, DB_NAMED_STATEMENTS: "maybe" })).toThrow(/DB_NAMED_STATEMENTS/);
  });

  it("requires AUTH_SECRET on PostgreSQL", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir, DATABASE_URL: "postgresql://x@localhost/db", STRIPE_EMULATOR: "1" })).toThrow(/AUTH_SECRET is required/);
  });
});

describe("the built-in Stripe emulator (issue 35)", () => {
  const server = { DATA_DIR: dataDir, DATABASE_URL: "postgresql://x@localhost/db", AUTH_SECRET: "s".repeat(32) };
  const keys = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" };

  it("stays on in the embedded mode without keys, as the demo's store needs", () => {
    expect(parseEnv({ DATA_DIR: dataDir }).stripeEmulator).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir, DATABASE_URL: "" }).stripeEmulator).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir, STRIPE_EMULATOR: "1" }).stripeEmulator).toBe(true);
  });

  it("refuses a server install without STRIPE_SECRET_KEY, naming the key and STRIPE_EMULATOR", () => {
    for (const source of [server, { ...server, STRIPE_SECRET_KEY: "" }, { ...server, STRIPE_EMULATOR: "" }, { ...server, STRIPE_EMULATOR: "0" }]) {
      expect(() => parseEnv(source)).toThrow(EnvError);
      expect(() => parseEnv(source)).toThrow(/STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is required when DATABASE_URL is set/);
      expect(() => parseEnv(source)).toThrow(/STRIPE_EMULATOR=1/);
    }
    // A publishable key alone is no Stripe account: the emulator would still take the payments.
    expect(() => parseEnv({ ...server, STRIPE_PUBLISHABLE_KEY: "pk_live_x" })).toThrow(/STRIPE_SECRET_KEY is required/);
  });

  it("accepts a server install with the keys (emulator off) or with STRIPE_EMULATOR=1 (a test install)", () => {
    expect(parseEnv({ ...server, ...keys })).toMatchObject({ embedded: false, stripeEmulator: false, stripeSecretKey: "sk_live_x" });
    for (const on of ["1", "true", "yes"]) expect(parseEnv({ ...server, STRIPE_EMULATOR: on })).toMatchObject({ embedded: false, stripeEmulator: true });
    // The real key wins: with it the emulator is never served, whatever STRIPE_EMULATOR says.
    expect(parseEnv({ ...server, ...keys, STRIPE_EMULATOR: "1" }).stripeEmulator).toBe(false);
    expect(parseEnv({ DATA_DIR: dataDir, ...keys }).stripeEmulator).toBe(false);
  });

  it("refuses STRIPE_EMULATOR=0 without a key in the embedded mode too (no way to pay at all)", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir, STRIPE_EMULATOR: "0" })).toThrow(/STRIPE_EMULATOR=0 turns the built-in Stripe emulator off/);
    expect(parseEnv({ DATA_DIR: dataDir, STRIPE_EMULATOR: "0", ...keys }).stripeEmulator).toBe(false);
  });
});

describe("passkey settings", () => {
  it("derive the relying party from APP_URL", () => {
    const env = parseEnv({ DATA_DIR: dataDir, APP_URL: "https://app.divecert.example:8443/" });
    expect(env.webauthn).toEqual({ rpId: "app.divecert.example", rpName: "DiveCert", origins: ["https://app.divecert.example:8443"] });
  });

  it("take a parent domain as relying party and extra origins for the mobile apps", () => {
    const env = parseEnv({
      DATA_DIR: dataDir,
      APP_URL: "https://app.divecert.example",
      WEBAUTHN_RP_ID: "divecert.example",
      WEBAUTHN_EXTRA_ORIGINS: "android:apk-key-hash:abc, https://divecert.example",
    });
    expect(env.webauthn.rpId).toBe("divecert.example");
    expect(env.webauthn.origins).toEqual(["https://app.divecert.example", "android:apk-key-hash:abc", "https://divecert.example"]);
  });

  it("refuse a relying party the browser would refuse", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir, APP_URL: "https://app.divecert.example", WEBAUTHN_RP_ID: "other.example" })).toThrow(/WEBAUTHN_RP_ID/);
  });
});

describe("wallet pass settings (issue 39, decision 0050)", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "divecert-env-wallet-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const pem = (label: string, body: string) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
  const cert = pem("CERTIFICATE", "MIIBpassTypeCert");
  const key = pem("PRIVATE KEY", "MIIEpassKey");
  const wwdr = pem("CERTIFICATE", "MIIBwwdr");
  const p8 = pem("PRIVATE KEY", "MIGHapnsKey");
  // No `\n` escapes inside (see the file-path case below for a real key's JSON).
  const serviceAccount = JSON.stringify({ type: "service_account", client_email: "wallet@example.iam.gserviceaccount.com", private_key_id: "k1" });
  const serviceAccountWithKey = JSON.stringify({ type: "service_account", client_email: "wallet@example.iam.gserviceaccount.com", private_key: key });
  const embedded = { DATA_DIR: dataDir, AUTH_SECRET: "s".repeat(32) };
  const server = { ...embedded, DATABASE_URL: "postgresql://x@localhost/db", STRIPE_EMULATOR: "1" };
  const apple = { APPLE_PASS_TYPE_ID: "pass.org.divecert.card", APPLE_TEAM_ID: "ABCDE12345", APPLE_PASS_CERT: cert, APPLE_PASS_KEY: key, APPLE_WWDR_CERT: wwdr };
  const google = { GOOGLE_WALLET_ISSUER_ID: "3388000000012345678", GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccount };
  const apnsPair = { APPLE_APNS_KEY: p8, APPLE_APNS_KEY_ID: "KEYID12345" };

  it("test keys in the embedded mode, none on a server unless WALLET_TEST_KEYS=1, and WALLET_TEST_KEYS=0 turns them off", () => {
    expect(parseEnv(embedded).wallet).toEqual({ apple: { mode: "test" }, apns: undefined, google: { mode: "test" } });
    expect(parseEnv(server).wallet).toEqual({ apple: { mode: "off" }, apns: undefined, google: { mode: "off" } });
    expect(parseEnv({ ...server, WALLET_TEST_KEYS: "" }).wallet).toEqual({ apple: { mode: "off" }, apns: undefined, google: { mode: "off" } });
    expect(parseEnv({ ...server, WALLET_TEST_KEYS: "1" }).wallet).toEqual({ apple: { mode: "test" }, apns: undefined, google: { mode: "test" } });
    expect(parseEnv({ ...embedded, WALLET_TEST_KEYS: "0" }).wallet).toEqual({ apple: { mode: "off" }, apns: undefined, google: { mode: "off" } });
    expect(() => parseEnv({ ...server, WALLET_TEST_KEYS: "maybe" })).toThrow(/WALLET_TEST_KEYS/);
  });

  it("production keys win over test keys, each wallet on its own", () => {
    for (const base of [server, embedded, { ...server, WALLET_TEST_KEYS: "1" }]) {
      const both = parseEnv({ ...base, ...apple, ...google }).wallet;
      expect(both.apple).toEqual({ mode: "production", passTypeId: "pass.org.divecert.card", teamId: "ABCDE12345", certPem: cert, keyPem: key, keyPassphrase: undefined, wwdrPem: wwdr });
      expect(both.google).toEqual({ mode: "production", issuerId: "3388000000012345678", serviceAccountJson: serviceAccount });
    }
    expect(parseEnv({ ...server, ...apple }).wallet).toMatchObject({ apple: { mode: "production" }, google: { mode: "off" } });
    expect(parseEnv({ ...server, ...google }).wallet).toMatchObject({ apple: { mode: "off" }, google: { mode: "production" } });
    expect(parseEnv({ ...embedded, ...google }).wallet).toMatchObject({ apple: { mode: "test" }, google: { mode: "production" } });
    expect(parseEnv({ ...server, ...apple, APPLE_PASS_KEY_PASSPHRASE: "secret" }).wallet.apple).toMatchObject({ keyPassphrase: "secret" });
  });

  it("Apple needs all five settings or none: a part is an error naming the missing ones (blank counts as missing)", () => {
    for (const name of Object.keys(apple) as (keyof typeof apple)[]) {
      for (const missing of [undefined, "", "   "]) {
        const source = { ...server, ...apple, [name]: missing };
        expect(() => parseEnv(source)).toThrow(EnvError);
        expect(() => parseEnv(source)).toThrow(new RegExp(`Apple Wallet needs all of .*; missing: ${name}\\.$`));
      }
    }
    expect(() => parseEnv({ ...embedded, APPLE_PASS_TYPE_ID: "pass.org.divecert.card", APPLE_WWDR_CERT: wwdr })).toThrow(
      /missing: APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY\.$/,
    );
    // The passphrase alone is not a part of the five.
    expect(parseEnv({ ...server, APPLE_PASS_KEY_PASSPHRASE: "secret" }).wallet.apple).toEqual({ mode: "off" });
  });

  it("checks the shapes of the pass type id, the team id and the Google issuer id", () => {
    expect(() => parseEnv({ ...server, ...apple, APPLE_PASS_TYPE_ID: "org.divecert.card" })).toThrow(/APPLE_PASS_TYPE_ID is a pass type identifier/);
    expect(() => parseEnv({ ...server, ...apple, APPLE_TEAM_ID: "abc" })).toThrow(/APPLE_TEAM_ID is the 10-character team identifier/);
    expect(() => parseEnv({ ...server, ...google, GOOGLE_WALLET_ISSUER_ID: "issuer-1" })).toThrow(/GOOGLE_WALLET_ISSUER_ID is the numeric issuer id/);
  });

  it("Google needs both settings or neither", () => {
    expect(() => parseEnv({ ...server, GOOGLE_WALLET_ISSUER_ID: google.GOOGLE_WALLET_ISSUER_ID })).toThrow(/GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT are set together/);
    expect(() => parseEnv({ ...embedded, GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccount })).toThrow(/GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT are set together/);
    expect(parseEnv({ ...server, GOOGLE_WALLET_ISSUER_ID: "", GOOGLE_WALLET_SERVICE_ACCOUNT: "" }).wallet.google).toEqual({ mode: "off" });
  });

  it("APNs: the key and its id together, only with Apple Wallet passes, Apple's production URL by default", () => {
    expect(parseEnv({ ...server, ...apple, ...apnsPair }).wallet.apns).toEqual({ keyPem: p8, keyId: "KEYID12345", url: "https://api.push.apple.com" });
    // Test passes with a local stand-in for APNs (the tests' setting).
    expect(parseEnv({ ...embedded, ...apnsPair, APPLE_APNS_URL: "http://127.0.0.1:4443/" }).wallet.apns).toEqual({ keyPem: p8, keyId: "KEYID12345", url: "http://127.0.0.1:4443" });
    expect(() => parseEnv({ ...server, ...apple, APPLE_APNS_KEY: p8 })).toThrow(/APPLE_APNS_KEY and APPLE_APNS_KEY_ID are set together/);
    expect(() => parseEnv({ ...server, ...apple, APPLE_APNS_KEY_ID: "KEYID12345" })).toThrow(/APPLE_APNS_KEY and APPLE_APNS_KEY_ID are set together/);
    expect(() => parseEnv({ ...server, ...apnsPair })).toThrow(/APPLE_APNS_KEY needs Apple Wallet passes/);
    expect(() => parseEnv({ ...embedded, WALLET_TEST_KEYS: "0", ...apnsPair })).toThrow(/APPLE_APNS_KEY needs Apple Wallet passes/);
    expect(() => parseEnv({ ...server, ...apple, ...apnsPair, APPLE_APNS_KEY_ID: "short" })).toThrow(/APPLE_APNS_KEY_ID is the 10-character id/);
    expect(() => parseEnv({ ...server, ...apple, ...apnsPair, APPLE_APNS_URL: "not a url" })).toThrow(/APPLE_APNS_URL/);
    expect(parseEnv({ ...server, ...apple, APPLE_APNS_KEY: "", APPLE_APNS_KEY_ID: "" }).wallet.apns).toBeUndefined();
  });

  it("PEM and JSON settings take the text itself, with \\n escapes as container platforms store it, or a file's path", () => {
    const escaped = (text: string) => text.replace(/\n/g, "\\n");
    const fromEscapes = parseEnv({ ...server, ...apple, ...google, ...apnsPair, APPLE_PASS_CERT: escaped(cert), APPLE_PASS_KEY: escaped(key), APPLE_WWDR_CERT: escaped(wwdr), APPLE_APNS_KEY: escaped(p8) }).wallet;
    expect(fromEscapes.apple).toMatchObject({ certPem: cert, keyPem: key, wwdrPem: wwdr });
    expect(fromEscapes.apns?.keyPem).toBe(p8);

    const file = (name: string, text: string) => {
      const at = path.join(folder, name);
      writeFileSync(at, text);
      return at;
    };
    const fromFiles = parseEnv({
      ...server,
      ...apple,
      ...google,
      ...apnsPair,
      APPLE_PASS_CERT: file("pass.pem", cert),
      APPLE_PASS_KEY: file("pass.key", key),
      APPLE_WWDR_CERT: file("wwdr.pem", wwdr),
      APPLE_APNS_KEY: file("AuthKey_KEYID12345.p8", p8),
      GOOGLE_WALLET_SERVICE_ACCOUNT: file("service-account.json", serviceAccountWithKey),
    }).wallet;
    expect(fromFiles.apple).toMatchObject({ certPem: cert, keyPem: key, wwdrPem: wwdr });
    expect(fromFiles.apns?.keyPem).toBe(p8);
    // The key file as Google gives it: read as is, its JSON string escapes kept.
    expect(fromFiles.google).toMatchObject({ serviceAccountJson: serviceAccountWithKey });
    expect(JSON.parse(fromFiles.google.mode === "production" ? fromFiles.google.serviceAccountJson : "{}").private_key).toBe(key);
    // The key JSON given as text: its own \n escapes inside private_key are kept (JSON.parse reads them).
    const asText = parseEnv({ ...server, ...google, GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccountWithKey }).wallet.google;
    expect(JSON.parse(asText.mode === "production" ? asText.serviceAccountJson : "{}").private_key).toBe(key);
    // A relative path is read from the working folder.
    expect(parseEnv({ ...server, ...apple, APPLE_WWDR_CERT: path.relative(process.cwd(), path.join(folder, "wwdr.pem")) }).wallet.apple).toMatchObject({ wwdrPem: wwdr });
  });

  it("a setting that is neither the text nor a readable file is an error naming it", () => {
    const nowhere = path.join(folder, "missing.pem");
    expect(() => parseEnv({ ...server, ...apple, APPLE_PASS_CERT: nowhere })).toThrow(/APPLE_PASS_CERT must be the PEM\/JSON text itself or the path of a readable file/);
    expect(() => parseEnv({ ...server, ...apple, APPLE_PASS_KEY: "MIIEnotPem" })).toThrow(/APPLE_PASS_KEY must be/);
    expect(() => parseEnv({ ...server, ...apple, ...apnsPair, APPLE_APNS_KEY: nowhere })).toThrow(/APPLE_APNS_KEY must be/);
    expect(() => parseEnv({ ...server, ...google, GOOGLE_WALLET_SERVICE_ACCOUNT: nowhere })).toThrow(/GOOGLE_WALLET_SERVICE_ACCOUNT must be/);
    // A folder is not a readable file either.
    expect(() => parseEnv({ ...server, ...apple, APPLE_WWDR_CERT: folder })).toThrow(/APPLE_WWDR_CERT must be/);
  });
});
