import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/generated/prisma/client";
import type { Db, RawDatabase } from "@/lib/db/client";
import { pgliteExtensions } from "@/lib/db/pglite";
import { statementNamer } from "@/lib/db/statement-names";
import { probeDb, probeFactory, probeRaw } from "@/tests/support/engine-probe";

// A fresh database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's
// server (dropped afterwards). Both are built from the real migration files. Every client made
// here reports its hand-written SQL to tests/support/engine-probe.ts.

const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");

export function allMigrationSql(): string {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8"))
    .join("\n");
}

const pgliteVersion = (): string =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../node_modules/@electric-sql/pglite/package.json"), "utf8")).version;

/**
 * A PGlite with every migration applied. initdb and the migrations are most of a test file's
 * setup (seconds alone, over the hook timeout when other work fills both cores), so they run once
 * per migration set: the migrated data directory is kept in the temp folder, keyed by the
 * migrations' text and PGlite's version, and each test file's database starts from a copy of it.
 */
async function migratedPglite(): Promise<PGlite> {
  const sql = allMigrationSql();
  // The extensions the app loads (lib/db/pglite.ts): the migrations create trigram indexes where pg_trgm is available.
  const extensions = Object.keys(pgliteExtensions).sort().join(",");
  const key = createHash("sha256").update(pgliteVersion()).update("\0").update(extensions).update("\0").update(sql).digest("hex").slice(0, 20);
  const file = path.join(os.tmpdir(), `divecert-pglite-${key}.tar`);
  if (existsSync(file)) return PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions: pgliteExtensions });
  const lite = await PGlite.create({ extensions: pgliteExtensions });
  await lite.exec(sql);
  const dump = await lite.dumpDataDir("none");
  // Written aside and renamed: a worker starting at the same moment never reads half a file.
  const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return lite;
}

/**
 * On PostgreSQL, the same idea as migratedPglite: the migrations run once per migration set into
 * a template database named by their hash, and each test file's database is a copy of it
 * (CREATE DATABASE … TEMPLATE, a file copy: tens of milliseconds instead of seconds of DDL).
 * Workers starting together agree through an advisory lock on the server; a template left half
 * made by a killed run is never marked ready, so the next run drops it and builds it again.
 */
const templates = new Map<string, Promise<string>>();

export function migratedTemplate(serverUrl: string): Promise<string> {
  const sql = allMigrationSql();
  const key = createHash("sha256").update(sql).digest("hex").slice(0, 16);
  const name = `divecert_tpl_${key}`;
  const id = `${serverUrl}\0${name}`;
  let pending = templates.get(id);
  if (!pending) {
    pending = buildTemplate(serverUrl, name, sql);
    pending.catch(() => templates.delete(id));
    templates.set(id, pending);
  }
  return pending;
}

async function buildTemplate(serverUrl: string, name: string, sql: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One builder at a time across every worker and run on this server (the lock ends with the session).
    await admin.query("SELECT pg_advisory_lock(hashtext('divecert test template'))");
    const ready = await admin.query<{ ready: boolean }>(
      "SELECT datistemplate AS ready FROM pg_database WHERE datname = $1",
      [name],
    );
    if (ready.rows[0]?.ready) return name;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const setup = new pg.Client({ connectionString: url.toString() });
    await setup.connect();
    try {
      await setup.query(sql);
    } finally {
      await setup.end();
    }
    // Ready only once every migration ran; ALLOW_CONNECTIONS false keeps stray sessions out of
    // the template (a copy fails while anyone is connected to it).
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    // Older templates (other migration sets) are dropped: one per server is enough.
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'divecert\\_tpl\\_%' AND datname <> $1",
      [name],
    );
    for (const { datname } of stale.rows) {
      await admin.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('divecert test template'))").catch(() => undefined);
    await admin.end();
  }
}

/** `factory` is the client's driver adapter factory, for useDb (lib/db/client.ts readColumn). */
export type TestDatabase = { db: Db; close: () => Promise<void>; kind: "pglite" | "postgres"; factory: SqlDriverAdapterFactory; raw: RawDatabase };

/**
 * `onQuery` hears every SQL statement sent (tests that count statements per request), and by which
 * way: the Prisma client, or the driver adapter directly (lib/db/client.ts readColumn), with its
 * parameters (for EXPLAIN: tests/integration/engines/query-plans.test.ts).
 */
export type TestDatabaseOptions = { onQuery?: (sql: string, via: "client" | "adapter", params: unknown[]) => void };

/** Prisma's query event carries the parameters as a JSON array (dates as ISO strings). */
function parsedParams(json: string | undefined): unknown[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function withQueryLog(db: Db, onQuery: TestDatabaseOptions["onQuery"]): Db {
  if (onQuery) {
    (db as unknown as { $on: (e: "query", cb: (q: { query: string; params?: string }) => void) => void }).$on("query", (q) =>
      onQuery(q.query, "client", parsedParams(q.params)),
    );
  }
  return db;
}

/** The factory whose adapters also report their statements (the reads that bypass the Prisma client). */
function withAdapterLog(factory: SqlDriverAdapterFactory, onQuery: TestDatabaseOptions["onQuery"]): SqlDriverAdapterFactory {
  if (!onQuery) return factory;
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      return new Proxy(adapter, {
        get(target, prop, receiver) {
          if (prop !== "queryRaw" && prop !== "executeRaw") return Reflect.get(target, prop, receiver);
          return (query: { sql: string; args?: unknown[] }) => {
            onQuery(query.sql, "adapter", query.args ?? []);
            return (target[prop] as (q: unknown) => Promise<unknown>).call(target, query);
          };
        },
      });
    },
  };
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const log = options.onQuery ? { log: [{ emit: "event" as const, level: "query" as const }] } : {};
  if (!serverUrl) {
    const lite = await migratedPglite();
    const factory = new PrismaPGlite(lite);
    const db = withQueryLog(new PrismaClient({ adapter: factory, ...log }), options.onQuery);
    return {
      db: probeDb(db),
      kind: "pglite",
      raw: probeRaw({ kind: "pglite", lite }),
      factory: probeFactory(withAdapterLog(factory, options.onQuery)),
      close: async () => {
        await db.$disconnect();
        await lite.close();
      },
    };
  }
  const name = `divecert_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(serverUrl)}`);
    } catch (e) {
      // Another checkout's run (other migrations) replaced the template meanwhile: build ours again.
      if ((e as { code?: string }).code !== "3D000") throw e;
      templates.clear();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(serverUrl)}`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  // Dropping the database at the end terminates connections the pool is still closing.
  pool.on("error", () => undefined);
  // The same named (prepared) statements as lib/db/client.ts, so tests run the production path.
  const factory = new PrismaPg(pool, { statementNameGenerator: statementNamer() });
  const db = withQueryLog(new PrismaClient({ adapter: factory, ...log }), options.onQuery);
  return {
    db: probeDb(db),
    kind: "postgres",
    raw: probeRaw({ kind: "postgres", pool }),
    factory: probeFactory(withAdapterLog(factory, options.onQuery)),
    close: async () => {
      await db.$disconnect();
      await pool.end();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
