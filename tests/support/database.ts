import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/generated/prisma/client";
import { adapterColumnReader, poolColumnReader, type ColumnReader, type Db } from "@/lib/db/client";
import { statementNamer } from "@/lib/db/statement-names";

// A fresh database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's
// server (dropped afterwards). Both are built from the real migration files.

const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");

export function allMigrationSql(): string {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8"))
    .join("\n");
}

/** `reader` reads the same database outside the client, as in production, for useDb (lib/db/client.ts readColumn). */
export type TestDatabase = { db: Db; close: () => Promise<void>; kind: "pglite" | "postgres"; reader: ColumnReader };

/**
 * `onQuery` hears every SQL statement sent (tests that count statements per request), and by which
 * way: the Prisma client, or directly (lib/db/client.ts readColumn: node-postgres on PostgreSQL, the
 * driver adapter on PGlite).
 */
export type TestDatabaseOptions = { onQuery?: (sql: string, via: "client" | "direct") => void };

function withQueryLog(db: Db, onQuery: TestDatabaseOptions["onQuery"]): Db {
  if (onQuery) (db as unknown as { $on: (e: "query", cb: (q: { query: string }) => void) => void }).$on("query", (q) => onQuery(q.query, "client"));
  return db;
}

/** The reader that also reports its statements (the reads that bypass the Prisma client). */
function withReaderLog(reader: ColumnReader, onQuery: TestDatabaseOptions["onQuery"]): ColumnReader {
  if (!onQuery) return reader;
  return (sql, args) => {
    onQuery(sql, "direct");
    return reader(sql, args);
  };
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const log = options.onQuery ? { log: [{ emit: "event" as const, level: "query" as const }] } : {};
  if (!serverUrl) {
    const lite = new PGlite();
    await lite.exec(allMigrationSql());
    const factory = new PrismaPGlite(lite);
    const db = withQueryLog(new PrismaClient({ adapter: factory, ...log }), options.onQuery);
    return { db, kind: "pglite", reader: withReaderLog(adapterColumnReader(factory), options.onQuery), close: async () => { await db.$disconnect(); await lite.close(); } };
  }
  const name = `divecert_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const setup = new pg.Client({ connectionString: url.toString() });
  await setup.connect();
  await setup.query(allMigrationSql());
  await setup.end();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  // Dropping the database at the end terminates connections the pool is still closing.
  pool.on("error", () => undefined);
  // The same named (prepared) statements as lib/db/client.ts, so tests run the production path.
  const namer = statementNamer();
  const db = withQueryLog(new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: namer }), ...log }), options.onQuery);
  return {
    db,
    kind: "postgres",
    reader: withReaderLog(poolColumnReader(pool, namer), options.onQuery),
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
