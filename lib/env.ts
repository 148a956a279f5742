import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Every setting of the service, validated once. Nothing else reads process.env.

const ZFlag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v : undefined));

const ZRawEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().default(".data"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("DiveCert <no-reply@localhost>"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  // The built-in Stripe emulator (lib/payments/emulator) takes payments with Stripe's test cards.
  // Without STRIPE_SECRET_KEY it is on in the embedded mode (the demo's store works without keys);
  // a server install (DATABASE_URL) must say STRIPE_EMULATOR=1 to run it (a test install), else
  // it refuses to start (decision 0038).
  STRIPE_EMULATOR: ZFlag.optional(),
  // Where the Stripe SDK finds the built-in emulator (the app itself unless told otherwise).
  STRIPE_EMULATOR_URL: z.url().optional(),
  SEED_DEMO: ZFlag.optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Named (prepared) statements on each pooled connection (lib/db/statement-names.ts). Turn off
  // behind a pooler in transaction mode that does not track them: PgBouncer before 1.21, or with
  // max_prepared_statements = 0 (docs/deploy.md, "Connection budget and PgBouncer").
  DB_NAMED_STATEMENTS: ZFlag.optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Rate limits can be relaxed for load tests; never in production.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(100000).default(1),
  // The yearly professional membership fee, in USD cents before VAT.
  PROFESSIONAL_RENEWAL_PRICE_CENTS: z.coerce.number().int().min(50).max(10_000_000).default(12900),
  // Uploaded documents go to S3-compatible object storage when a bucket is named, else to disk.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional().or(z.literal("").transform(() => undefined)),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: ZFlag.optional(),
  // Reverse proxies whose X-Forwarded-For is believed; unset means loopback only, "" means none.
  TRUSTED_PROXIES: z
    .string()
    .default("127.0.0.0/8, ::1")
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((list) => list.every(isAddressOrCidr), "TRUSTED_PROXIES must list IP addresses or CIDR ranges"),
  // How long a SIGTERM waits for requests in flight before the process gives up on them.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(15),
  // Background jobs (lib/jobs, decision 0020). JOBS_WORKER=0 makes a web-only instance that still
  // enqueues; some other process (`npm run worker`) then runs the jobs. PGlite always runs them here.
  JOBS_WORKER: ZFlag.optional(),
  // How often an idle worker looks for new jobs; a mail is handed to SMTP within about this long.
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  // E-mail retries: the first after MAIL_RETRY_DELAY_SECONDS (2 s), then doubling with jitter;
  // the default 16 retries keep trying for 36 to 72 hours. Tests shorten both, never production.
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(16),
  // Benchmarks only (scripts/bench/run.ts): a JSON file that /bench/floor serves from memory, the
  // floor of what any Next.js route can answer. Unset (always in production), that path is a 404.
  // Passkeys (WebAuthn, decision 0025). The relying-party id defaults to APP_URL's host name; the
  // accepted origins are APP_URL's origin plus these (e.g. a mobile app's android:apk-key-hash:...).
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, "WEBAUTHN_RP_ID must be a host name, e.g. divecert.example")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  WEBAUTHN_EXTRA_ORIGINS: z
    .string()
    .default("")
    .transform((v) => v.split(/[\s,]+/).filter(Boolean)),
  // The organisation's Ed25519 signing key for verifiable certifications (decision 0032): one private
  // JWK, or a JSON list of JWKs with the current private key first and older public keys after it.
  CREDENTIALS_SIGNING_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined))
    .refine((v) => v === undefined || validSigningKeys(v), "CREDENTIALS_SIGNING_KEY must be an Ed25519 private JWK (kty OKP, crv Ed25519, x, d) or a JSON list whose first entry is one"),
  // Wallet passes (issue 39, decision 0050). Apple: the pass type id and team of the Apple developer
  // account, the pass type certificate and its private key (PEM text, or the path of a PEM file),
  // and Apple's WWDR intermediate certificate. Set all five or none: none means test passes signed
  // by a local test chain in DATA_DIR in the embedded mode (or with WALLET_TEST_KEYS=1), else no
  // Apple Wallet passes at all.
  APPLE_PASS_TYPE_ID: optionalText.refine((v) => v === undefined || /^pass\.[A-Za-z0-9.-]+$/.test(v), "APPLE_PASS_TYPE_ID is a pass type identifier, e.g. pass.org.divecert.card"),
  APPLE_TEAM_ID: optionalText.refine((v) => v === undefined || /^[A-Z0-9]{10}$/.test(v), "APPLE_TEAM_ID is the 10-character team identifier of the Apple developer account"),
  APPLE_PASS_CERT: optionalText,
  APPLE_PASS_KEY: optionalText,
  APPLE_PASS_KEY_PASSPHRASE: optionalText,
  APPLE_WWDR_CERT: optionalText,
  // APNs with token-based auth (a .p8 key of the same team): pushes tell registered devices that a
  // pass changed. Unset: no pushes (devices still ask for updates when the pass is opened).
  APPLE_APNS_KEY: optionalText,
  APPLE_APNS_KEY_ID: optionalText.refine((v) => v === undefined || /^[A-Z0-9]{10}$/.test(v), "APPLE_APNS_KEY_ID is the 10-character id of the APNs auth key"),
  APPLE_APNS_URL: z.url().default("https://api.push.apple.com"),
  // Google Wallet: the issuer id of the Google Pay & Wallet console and a service account's JSON key
  // (text, or the path of the JSON file). Both or neither, as for Apple.
  GOOGLE_WALLET_ISSUER_ID: optionalText.refine((v) => v === undefined || /^\d{6,25}$/.test(v), "GOOGLE_WALLET_ISSUER_ID is the numeric issuer id of the Google Pay & Wallet console"),
  GOOGLE_WALLET_SERVICE_ACCOUNT: optionalText,
  // Test keys for wallet passes in server mode (a staging install); always on in the embedded mode
  // when the production settings are missing.
  WALLET_TEST_KEYS: ZFlag.optional(),
  BENCH_FLOOR_FILE: z.string().optional().or(z.literal("").transform(() => undefined)),
  BENCH_FLOOR_USER: z.coerce.number().int().positive().optional().or(z.literal("").transform(() => undefined)),
}).superRefine((raw, ctx) => {
  // A production install that forgot its Stripe key must not let anyone "pay" with a test card.
  if (raw.STRIPE_SECRET_KEY || (raw.STRIPE_EMULATOR ?? !raw.DATABASE_URL)) return;
  ctx.addIssue({
    code: "custom",
    path: ["STRIPE_SECRET_KEY"],
    message: raw.DATABASE_URL
      ? "STRIPE_SECRET_KEY is required when DATABASE_URL is set (server mode): without it the built-in Stripe emulator " +
        "would take payments with test cards. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or STRIPE_EMULATOR=1 " +
        "if this is a test install on purpose."
      : "STRIPE_EMULATOR=0 turns the built-in Stripe emulator off: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or leave STRIPE_EMULATOR unset.",
  });
});

function validSigningKeys(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const okp = (k: unknown): k is Record<string, unknown> =>
    typeof k === "object" && k !== null && (k as Record<string, unknown>).kty === "OKP" && (k as Record<string, unknown>).crv === "Ed25519" && typeof (k as Record<string, unknown>).x === "string";
  return list.length > 0 && list.every(okp) && typeof list[0]?.d === "string";
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  embedded: boolean;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripePublishableKey: string | undefined;
  /** The built-in Stripe emulator serves /v1 and takes the payments: no STRIPE_SECRET_KEY, and embedded or STRIPE_EMULATOR=1. */
  stripeEmulator: boolean;
  stripeEmulatorUrl: string;
  seedDemo: boolean;
  authSecret: string;
  dbPoolMax: number;
  /** DB_NAMED_STATEMENTS (default on): name statements so each connection prepares them once. */
  dbNamedStatements: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  rateLimitMultiplier: number;
  trustedProxies: string[];
  shutdownGraceSeconds: number;
  jobs: { worker: boolean; pollSeconds: number; mailRetryDelaySeconds: number; mailRetryLimit: number };
  professionalRenewalPriceCents: number;
  /** Where uploaded files live when no S3 bucket is set: `DATA_DIR/uploads`. */
  uploadDir: string;
  s3: S3Settings | undefined;
  /** Passkeys: the relying party (its id is a host name) and the origins an assertion may come from. */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  /** CREDENTIALS_SIGNING_KEY as given (validated JSON); unset in embedded mode means the data folder's key. */
  credentialsSigningKey: string | undefined;
  /** Wallet passes: production keys, the data folder's test keys, or none (decision 0050). */
  wallet: WalletSettings;
  benchFloorFile: string | undefined;
  /** The seeded user whose row /bench/floor-statement reads (benchmarks only). */
  benchFloorUser: number | undefined;
};

/**
 * Where wallet passes get their keys. `production`: the configured Apple / Google settings
 * (PEM / JSON text as given, or read from the path given). `test`: keys made in DATA_DIR on first
 * use (lib/wallet/test-keys), passes marked as test passes. `off`: no passes of that wallet.
 */
export type WalletSettings = {
  apple:
    | { mode: "production"; passTypeId: string; teamId: string; certPem: string; keyPem: string; keyPassphrase: string | undefined; wwdrPem: string }
    | { mode: "test" }
    | { mode: "off" };
  /** APNs token auth: with Apple in production mode, or in test mode for tests against a local server. */
  apns: { keyPem: string; keyId: string; url: string } | undefined;
  google: { mode: "production"; issuerId: string; serviceAccountJson: string } | { mode: "test" } | { mode: "off" };
};

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export class EnvError extends Error {
  override name = "EnvError";
}

/** A PEM or JSON setting: the text itself, or the path of a file holding it. */
function textOrFile(name: string, value: string, looksLikeText: (v: string) => boolean): string {
  // Container platforms keep a PEM on one line with \n escapes; a JSON key keeps its own (inside strings).
  const unescaped = looksLikeText === isPem ? value.replace(/\\n/g, "\n") : value;
  if (looksLikeText(unescaped)) return unescaped;
  try {
    return readFileSync(path.resolve(value), "utf8");
  } catch {
    throw new EnvError(`${name} must be the PEM/JSON text itself or the path of a readable file; ${value.slice(0, 40)} is neither.`);
  }
}

const isPem = (v: string) => v.includes("-----BEGIN ");
const isJson = (v: string) => v.trimStart().startsWith("{");

function walletSettings(raw: z.output<typeof ZRawEnv>, embedded: boolean): WalletSettings {
  const testAllowed = raw.WALLET_TEST_KEYS ?? embedded;
  const appleNames = ["APPLE_PASS_TYPE_ID", "APPLE_TEAM_ID", "APPLE_PASS_CERT", "APPLE_PASS_KEY", "APPLE_WWDR_CERT"] as const;
  const appleGiven = appleNames.filter((n) => raw[n] !== undefined);
  if (appleGiven.length > 0 && appleGiven.length < appleNames.length) {
    throw new EnvError(`Apple Wallet needs all of ${appleNames.join(", ")}; missing: ${appleNames.filter((n) => raw[n] === undefined).join(", ")}.`);
  }
  const apple: WalletSettings["apple"] =
    appleGiven.length > 0
      ? {
          mode: "production",
          passTypeId: raw.APPLE_PASS_TYPE_ID!,
          teamId: raw.APPLE_TEAM_ID!,
          certPem: textOrFile("APPLE_PASS_CERT", raw.APPLE_PASS_CERT!, isPem),
          keyPem: textOrFile("APPLE_PASS_KEY", raw.APPLE_PASS_KEY!, isPem),
          keyPassphrase: raw.APPLE_PASS_KEY_PASSPHRASE,
          wwdrPem: textOrFile("APPLE_WWDR_CERT", raw.APPLE_WWDR_CERT!, isPem),
        }
      : testAllowed
        ? { mode: "test" }
        : { mode: "off" };
  if (!raw.APPLE_APNS_KEY !== !raw.APPLE_APNS_KEY_ID) throw new EnvError("APPLE_APNS_KEY and APPLE_APNS_KEY_ID are set together (or neither, for no pushes).");
  if (raw.APPLE_APNS_KEY && apple.mode === "off") throw new EnvError("APPLE_APNS_KEY needs Apple Wallet passes: set the APPLE_PASS_* settings too.");
  const apns = raw.APPLE_APNS_KEY
    ? { keyPem: textOrFile("APPLE_APNS_KEY", raw.APPLE_APNS_KEY, isPem), keyId: raw.APPLE_APNS_KEY_ID!, url: raw.APPLE_APNS_URL.replace(/\/+$/, "") }
    : undefined;
  if (!raw.GOOGLE_WALLET_ISSUER_ID !== !raw.GOOGLE_WALLET_SERVICE_ACCOUNT) {
    throw new EnvError("GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT are set together (or neither).");
  }
  const google: WalletSettings["google"] = raw.GOOGLE_WALLET_ISSUER_ID
    ? { mode: "production", issuerId: raw.GOOGLE_WALLET_ISSUER_ID, serviceAccountJson: textOrFile("GOOGLE_WALLET_SERVICE_ACCOUNT", raw.GOOGLE_WALLET_SERVICE_ACCOUNT!, isJson) }
    : testAllowed
      ? { mode: "test" }
      : { mode: "off" };
  return { apple, apns, google };
}

function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return secret;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = ZRawEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const embedded = !raw.DATABASE_URL;
  const dataDir = path.resolve(raw.DATA_DIR);
  let authSecret = raw.AUTH_SECRET;
  if (!authSecret) {
    if (!embedded) {
      throw new EnvError(
        "AUTH_SECRET is required when DATABASE_URL is set (server mode). " +
          "Generate one with: node -e \"console.log(require('crypto').randomBytes(48).toString('base64url'))\"",
      );
    }
    authSecret = embeddedSecret(dataDir);
  }
  if (raw.S3_BUCKET && !raw.S3_ACCESS_KEY_ID !== !raw.S3_SECRET_ACCESS_KEY) {
    throw new EnvError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the SDK's own credential chain).");
  }
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_PUBLISHABLE_KEY) {
    throw new EnvError("STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY: the payment page loads Stripe's Payment Element with it.");
  }
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  const appHost = new URL(appUrl).hostname;
  const rpId = raw.WEBAUTHN_RP_ID?.toLowerCase() ?? appHost;
  // Browsers accept a relying-party id only when it is the page's host or a parent domain of it.
  if (appHost !== rpId && !appHost.endsWith(`.${rpId}`)) {
    throw new EnvError(`WEBAUTHN_RP_ID must be APP_URL's host (${appHost}) or a parent domain of it.`);
  }
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    appUrl,
    databaseUrl: raw.DATABASE_URL,
    embedded,
    dataDir,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    stripeSecretKey: raw.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: raw.STRIPE_WEBHOOK_SECRET || undefined,
    stripePublishableKey: raw.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeEmulator: !raw.STRIPE_SECRET_KEY && (raw.STRIPE_EMULATOR ?? embedded),
    stripeEmulatorUrl: (raw.STRIPE_EMULATOR_URL ?? `http://127.0.0.1:${raw.PORT}`).replace(/\/+$/, ""),
    seedDemo: raw.SEED_DEMO ?? embedded,
    authSecret,
    dbPoolMax: raw.DB_POOL_MAX,
    dbNamedStatements: raw.DB_NAMED_STATEMENTS ?? true,
    logLevel: raw.LOG_LEVEL,
    rateLimitMultiplier: raw.RATE_LIMIT_MULTIPLIER,
    professionalRenewalPriceCents: raw.PROFESSIONAL_RENEWAL_PRICE_CENTS,
    uploadDir: path.join(dataDir, "uploads"),
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          endpoint: raw.S3_ENDPOINT,
          region: raw.S3_REGION,
          accessKeyId: raw.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY || undefined,
          // Self-hosted servers (MinIO, Ceph, s3rver) rarely resolve bucket subdomains.
          forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? raw.S3_ENDPOINT !== undefined,
        }
      : undefined,
    trustedProxies: raw.TRUSTED_PROXIES,
    shutdownGraceSeconds: raw.SHUTDOWN_GRACE_SECONDS,
    jobs: {
      worker: embedded || (raw.JOBS_WORKER ?? true),
      pollSeconds: raw.JOBS_POLL_SECONDS,
      mailRetryDelaySeconds: raw.MAIL_RETRY_DELAY_SECONDS,
      mailRetryLimit: raw.MAIL_RETRY_LIMIT,
    },
    webauthn: {
      rpId,
      rpName: "DiveCert",
      origins: [new URL(appUrl).origin, ...raw.WEBAUTHN_EXTRA_ORIGINS],
    },
    credentialsSigningKey: raw.CREDENTIALS_SIGNING_KEY,
    wallet: walletSettings(raw, embedded),
    benchFloorFile: raw.BENCH_FLOOR_FILE ? path.resolve(raw.BENCH_FLOOR_FILE) : undefined,
    benchFloorUser: raw.BENCH_FLOOR_USER,
  };
}

let cached: Env | undefined;

/** The validated settings, read lazily so that `next build` needs none of them. */
export function env(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    // next-auth reads these two from the process environment; derive them from ours.
    process.env.NEXTAUTH_URL ??= cached.appUrl;
    process.env.NEXTAUTH_SECRET ??= cached.authSecret;
  }
  return cached;
}

/** Tests replace the settings wholesale. */
export function setEnvForTests(next: Env | undefined): void {
  cached = next;
}
