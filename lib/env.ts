import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Every setting of the service, validated once. Nothing else reads process.env.

const ZFlag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

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
  // Where the Stripe SDK finds the built-in emulator (the app itself unless told otherwise).
  STRIPE_EMULATOR_URL: z.url().optional(),
  SEED_DEMO: ZFlag.optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Rate limits can be relaxed for load tests; never in production.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(100000).default(1),
  // Benchmarks only (scripts/bench/run.ts): a JSON file that /bench/floor serves from memory, the
  // floor of what any Next.js route can answer. Unset (always in production), that path is a 404.
  BENCH_FLOOR_FILE: z.string().optional().or(z.literal("").transform(() => undefined)),
});

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
  stripeEmulatorUrl: string;
  seedDemo: boolean;
  authSecret: string;
  dbPoolMax: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  rateLimitMultiplier: number;
  benchFloorFile: string | undefined;
};

export class EnvError extends Error {
  override name = "EnvError";
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
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
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
    stripeEmulatorUrl: (raw.STRIPE_EMULATOR_URL ?? `http://127.0.0.1:${raw.PORT}`).replace(/\/+$/, ""),
    seedDemo: raw.SEED_DEMO ?? embedded,
    authSecret,
    dbPoolMax: raw.DB_POOL_MAX,
    logLevel: raw.LOG_LEVEL,
    rateLimitMultiplier: raw.RATE_LIMIT_MULTIPLIER,
    benchFloorFile: raw.BENCH_FLOOR_FILE ? path.resolve(raw.BENCH_FLOOR_FILE) : undefined,
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
