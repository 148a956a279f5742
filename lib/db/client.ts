import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { ArgType, SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { openPglite } from "@/lib/db/pglite";
import { statementNamer } from "@/lib/db/statement-names";
import { logger } from "@/lib/log";

export type Db = InstanceType<typeof PrismaClient>;

/** The first column of each row of one constant read, sent outside the Prisma client (readColumn). */
export type ColumnReader = (sql: string, args: ColumnArg[]) => Promise<unknown[]>;
type ColumnArg = string | number | null;

type Holder = {
  client?: Db;
  closing?: () => Promise<void>;
  pending?: Promise<Db>;
  /** How the hot path's reads reach the client's database (readColumn). */
  reader?: ColumnReader;
};
const g = globalThis as unknown as { __divecertDb?: Holder; __divecertCloseDb?: () => Promise<void> };
const holder: Holder = (g.__divecertDb ??= {});

async function createClient(): Promise<Db> {
  const settings = env();
  if (settings.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: settings.databaseUrl,
      max: settings.dbPoolMax,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", (err) => logger.error("postgres pool error", { error: err.message }));
    const namer = statementNamer();
    const client = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: namer }) });
    holder.reader = poolColumnReader(pool, namer);
    holder.closing = async () => {
      await client.$disconnect();
      await pool.end().catch(() => undefined);
    };
    return client;
  }
  const { pg: lite, close } = await openPglite(settings.dataDir);
  const factory = new PrismaPGlite(lite);
  const client = new PrismaClient({ adapter: factory });
  holder.reader = adapterColumnReader(factory);
  holder.closing = async () => {
    await client.$disconnect();
    await close();
  };
  return client;
}

// A unit of work several services share (one sync operation = one transaction through the
// online services): inside `inTransaction`, getDb() answers the open transaction, and a service's
// own `$transaction` joins it instead of opening a second one.
const ambient = new AsyncLocalStorage<Db>();

function joined(tx: Prisma.TransactionClient): Db {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop !== "$transaction") return Reflect.get(target, prop, receiver);
      return async (arg: unknown) => {
        if (typeof arg === "function") return (arg as (t: unknown) => Promise<unknown>)(receiver);
        const results: unknown[] = [];
        for (const query of arg as Promise<unknown>[]) results.push(await query);
        return results;
      };
    },
  }) as Db;
}

/** Runs `fn` in one transaction that every service it calls takes part in; nested calls join. */
export async function inTransaction<T>(fn: () => Promise<T>, options: { timeout?: number } = {}): Promise<T> {
  if (ambient.getStore()) return fn();
  const db = await getDb();
  return db.$transaction((tx) => ambient.run(joined(tx), fn), { timeout: options.timeout ?? 15_000, maxWait: 10_000 });
}

/** The one Prisma client, created on first use (so `next build` never opens the database). */
export async function getDb(): Promise<Db> {
  const tx = ambient.getStore();
  if (tx) return tx;
  if (holder.client) return holder.client;
  holder.pending ??= createClient().then((c) => (holder.client = c));
  try {
    return await holder.pending;
  } catch (e) {
    holder.pending = undefined;
    throw e;
  }
}

/**
 * Tests and scripts install a client of their own (in-memory PGlite, a test database); with a
 * reader over the same database (poolColumnReader, adapterColumnReader), readColumn takes the same
 * path as in production.
 */
export function useDb(client: Db, close?: () => Promise<void>, reader?: ColumnReader): void {
  holder.client = client;
  holder.pending = Promise.resolve(client);
  holder.closing = close;
  holder.reader = reader;
}

export async function closeDb(): Promise<void> {
  const close = holder.closing;
  holder.client = undefined;
  holder.pending = undefined;
  holder.closing = undefined;
  holder.reader = undefined;
  await close?.();
}

/**
 * PostgreSQL: node-postgres on the Prisma client's own pool, as the same named (prepared)
 * statement, rows as arrays, node-postgres' own parsers (a json column arrives parsed). Its
 * errors (SQLSTATE codes, connection failures) are the ones the error table already maps.
 */
export function poolColumnReader(pool: pg.Pool, name: (query: { sql: string }) => string): ColumnReader {
  return async (sql, args) => {
    const result = await pool.query<unknown[]>({ name: name({ sql }) || undefined, text: sql, values: args, rowMode: "array" });
    return result.rows.map((r) => r[0]);
  };
}

const argType = (v: ColumnArg): ArgType => ({ scalarType: typeof v === "number" ? "int" : "string", arity: "scalar" });

/** PGlite (one connection, serialised by its adapter): through the driver adapter. JSON arrives as text. */
export function adapterColumnReader(factory: SqlDriverAdapterFactory): ColumnReader {
  let adapter: Promise<SqlDriverAdapter> | undefined;
  return async (sql, args) => {
    const connected = await (adapter ??= factory.connect().catch((e: unknown) => {
      adapter = undefined;
      throw e;
    }));
    const result = await connected.queryRaw({ sql, args, argTypes: args.map(argType) });
    return result.rows.map((r) => r[0]);
  };
}

/**
 * The first column of each row of one constant read on the hot path (the guard's statement on
 * every authenticated request), sent without the Prisma client's request pipeline around it (its
 * promises and raw-result handling, decision 0019, docs/benchmarks.md): on PostgreSQL through
 * node-postgres on the client's own pool, on PGlite through the driver adapter; the same
 * connections, the same prepared statement, the same errors. Inside `inTransaction`, and on a
 * client installed without a reader, it goes through Prisma. A JSON column may arrive parsed or
 * as its text: callers accept both.
 */
export async function readColumn(sql: string, args: ColumnArg[]): Promise<unknown[]> {
  const db = await getDb();
  if (db === holder.client && holder.reader) return holder.reader(sql, args);
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...args);
  return rows.map((r) => Object.values(r)[0]);
}

// The HTTP server (scripts/server.mjs) lives outside the bundle; it closes the pool on SIGTERM.
g.__divecertCloseDb = closeDb;
