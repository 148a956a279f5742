import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
