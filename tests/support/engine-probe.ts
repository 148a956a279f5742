import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { Prisma } from "@/generated/prisma/client";
import type { Db, RawDatabase } from "@/lib/db/client";

// Which integration files run on both engines (PGlite and PostgreSQL), decided by what a file
// really runs, not by its name. Every statement written by hand (Prisma's $queryRaw family, the
// job queue's own session, the kernel's readColumn) is traced to the module that sent it, and two
// Prisma transactions open at once mark a race. Two rules, both checked on every run:
//
// 1. A file is engine-dependent when its tests open transactions concurrently (races, locks), send
//    SQL whose answer or plan depends on the engine (trigram and accent-folded search, EXPLAIN,
//    advisory locks, SKIP LOCKED), or write raw SQL themselves. Such a file lives in
//    tests/integration/engines/; anywhere else it fails in afterAll, saying why.
// 2. Every module that sends SQL of its own is run on both engines by at least one file of
//    tests/integration/engines/ (scripts/engine-coverage.mjs, after the integration runs):
//    PGlite is PostgreSQL compiled to WebAssembly, so a statement that works on both answers
//    alike, and one engines file per module proves that it works on both.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The folder of the files that run on both engines in CI (scripts/test-all.sh). */
export const ENGINES_DIR = "tests/integration/engines/";

/**
 * The request kernel's and the job queue's own statements (rate limits, the user row, sign-in
 * throttling, pg-boss taking an e-mail): every file sends them; kernel-*, jobs and mail files of
 * tests/integration/engines/ are their tests on both engines.
 */
export const KERNEL_MODULES = new Set([
  "lib/api/rate-limit.ts",
  "lib/api/respond.ts",
  "lib/api/with-api.ts",
  "lib/users/read-user-row.ts",
  "lib/auth/throttle.ts",
  "lib/jobs/enqueue.ts",
  "lib/jobs/boss.ts",
  "lib/jobs/sql.ts",
  "lib/env.ts",
]);

/** SQL whose answer or plan can differ between the engines. */
const ENGINE_SQL: [RegExp, string][] = [
  [/\bfold_search\b|\bunaccent\b/i, "accent-folded search"],
  [/\bsimilarity\s*\(|%>|<%|\bgin_trgm|\bgist_trgm|\bpg_trgm\b|\bI?LIKE\b/i, "pattern (trigram) search"],
  [/\bEXPLAIN\b/i, "query plans"],
  [/\bpg_advisory/i, "advisory locks"],
  [/\bSKIP\s+LOCKED\b/i, "SKIP LOCKED"],
  [/\bpg_stat|\bpg_catalog\.|\bpg_class\b|\bpg_indexes\b/i, "the system catalogues"],
];

type Probe = { dependent: Set<string>; modules: Set<string>; all: Set<string> };
const probe: Probe = { dependent: new Set(), modules: new Set(), all: new Set() };
let openTransactions = 0;

function relative(file: string): string {
  return path.relative(ROOT, file.replace(/^file:\/\//, "")).split(path.sep).join("/");
}

/**
 * The first frame of the stack in the project's own code outside the database plumbing (the
 * module that wrote the SQL), and whether the call came from a test itself or through a test
 * factory (tests/support/*factories.ts: setting the scene).
 */
function caller(): { from: string; by: "test" | "setup" | "code" } {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 80;
  const frames = (new Error().stack ?? "").split("\n").slice(1);
  Error.stackTraceLimit = limit;
  let from: string | undefined;
  for (const frame of frames) {
    const m = /\(?((?:file:\/\/)?\/[^():]+\.[cm]?[jt]sx?):\d+:\d+\)?$/.exec(frame.trim());
    if (!m) continue;
    const file = relative(m[1]!);
    if (file.startsWith("node_modules/") || file === "lib/db/client.ts" || file === "tests/support/engine-probe.ts" || file === "tests/support/database.ts") continue;
    if (/^tests\/support\/.*factories\.ts$/.test(file)) return { from: from ?? file, by: "setup" };
    if (file.startsWith("tests/support/")) continue;
    if (file.endsWith(".test.ts")) return from ? { from, by: "code" } : { from: file, by: "test" };
    from ??= file;
  }
  return { from: from ?? "unknown", by: "code" };
}

function note(kind: "sql" | "race", sql = ""): void {
  const { from, by } = caller();
  if (kind === "race") {
    probe.all.add(`concurrent transactions from ${from}`);
    if (by !== "setup") probe.dependent.add(`concurrent transactions (${from})`);
    return;
  }
  probe.all.add(`SQL from ${from}${by === "setup" ? " (test setup)" : ""}`);
  if (by === "test") {
    probe.dependent.add(`raw SQL in the test itself`);
    return;
  }
  probe.modules.add(from);
  if (KERNEL_MODULES.has(from)) return;
  const feature = ENGINE_SQL.find(([re]) => re.test(sql));
  if (feature && by === "code") probe.dependent.add(`${feature[1]} (${from})`);
}

/** The statement's text; a tagged template with its nested Prisma.sql fragments put together. */
function sqlText(first: unknown, values: unknown[] = []): string {
  if (typeof first === "string") return first;
  if (Array.isArray(first)) {
    try {
      return Prisma.sql(first as unknown as TemplateStringsArray, ...(values as Prisma.Sql[])).sql;
    } catch {
      return first.join("$");
    }
  }
  if (first && typeof first === "object") {
    const o = first as { sql?: unknown; strings?: unknown; text?: unknown };
    if (typeof o.sql === "string") return o.sql;
    if (typeof o.text === "string") return o.text;
    if (Array.isArray(o.strings)) return o.strings.join("$");
  }
  return "";
}

const RAW_METHODS = new Set(["$queryRaw", "$queryRawUnsafe", "$executeRaw", "$executeRawUnsafe"]);

function probedClient<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (typeof prop !== "string" || typeof value !== "function") return value;
      if (RAW_METHODS.has(prop)) {
        return (...args: unknown[]) => {
          note("sql", sqlText(args[0], args.slice(1)));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (prop === "$transaction") {
        return async (arg: unknown, options?: unknown) => {
          openTransactions += 1;
          if (openTransactions > 1) note("race");
          try {
            const run = typeof arg === "function" ? (tx: object) => (arg as (t: object) => unknown)(probedClient(tx)) : arg;
            return await (value as (a: unknown, o?: unknown) => Promise<unknown>).call(target, run, options);
          } finally {
            openTransactions -= 1;
          }
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

export function probeDb(db: Db): Db {
  return probedClient(db);
}

/** The job queue's session (pg-boss through lib/jobs/sql.ts) and any other direct use of the connection. */
export function probeRaw(raw: RawDatabase): RawDatabase {
  const wrap = <T extends object>(target: T, methods: string[]): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop);
        if (typeof prop !== "string" || typeof value !== "function") return value;
        if (!methods.includes(prop)) return (value as (...a: unknown[]) => unknown).bind(t);
        return (...args: unknown[]) => {
          note("sql", sqlText(args[0]));
          return (value as (...a: unknown[]) => unknown).apply(t, args);
        };
      },
    });
  return raw.kind === "postgres"
    ? { kind: "postgres", pool: wrap(raw.pool, ["query"]) }
    : { kind: "pglite", lite: wrap(raw.lite, ["query", "exec"]) };
}

/** The kernel's hot-path reads (readColumn) go through the driver adapter itself. */
export function probeFactory(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      return new Proxy(adapter, {
        get(target, prop) {
          const value = Reflect.get(target, prop);
          if (typeof value !== "function") return value;
          if (prop !== "queryRaw" && prop !== "executeRaw") return (value as (...a: unknown[]) => unknown).bind(target);
          return (...args: unknown[]) => {
            note("sql", sqlText(args[0]));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
  };
}

/** A new file's findings start empty (the test workers run files one after another). */
export function startProbe(): void {
  probe.dependent.clear();
  probe.modules.clear();
  probe.all.clear();
  openTransactions = 0;
}

export function isEnginesFile(file: string): boolean {
  const rel = relative(file);
  return rel.startsWith(ENGINES_DIR) || rel.startsWith("lib/db/");
}

/** Where each file's findings go: scripts/engine-coverage.mjs reads them after the runs. */
export const PROBE_DIR = path.join(ROOT, "test-results", "engine-probe");

/**
 * The end of a file: its findings written for the coverage check, and rule 1 applied (an
 * engine-dependent file outside tests/integration/engines/ fails, naming what it ran).
 */
export function finishProbe(file: string, engine: "pglite" | "postgres"): void {
  if (!file) return;
  const rel = relative(file);
  const dir = path.join(PROBE_DIR, engine);
  mkdirSync(dir, { recursive: true });
  const findings = { file: rel, engine, dependent: [...probe.dependent].sort(), modules: [...probe.modules].sort(), all: [...probe.all].sort() };
  writeFileSync(path.join(dir, `${rel.replaceAll("/", "__")}.json`), JSON.stringify(findings, null, 1));
  if (findings.dependent.length > 0 && !isEnginesFile(file)) {
    throw new Error(
      `${rel} depends on the database engine (${findings.dependent.join("; ")}): move it to ${ENGINES_DIR}, ` +
        "whose files CI runs on PGlite and on PostgreSQL (tests/support/engine-probe.ts).",
    );
  }
}
