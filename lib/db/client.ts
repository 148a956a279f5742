import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { ArgType, SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { openPglite } from "@/lib/db/pglite";
import { pgAdapterOptions } from "@/lib/db/statement-names";
import { logger } from "@/lib/log";

export type Db = InstanceType<typeof PrismaClient>;

type Holder = {
  client?: Db;
  closing?: () => Promise<void>;
  pending?: Promise<Db>;
  /** The client's driver adapter factory, for the hot path's reads (readColumn). */
  factory?: SqlDriverAdapterFactory;
  adapter?: Promise<SqlDriverAdapter>;
  /** The connection under the client, for the job queue (lib/jobs/sql.ts): a pg pool or the PGlite. */
  raw?: RawDatabase;
};

/** What the job queue needs to open a session of its own beside Prisma's. */
export type RawDatabase = { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; lite: PGlite };
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
    const factory = new PrismaPg(pool, pgAdapterOptions(settings.dbNamedStatements));
    const client = new PrismaClient({ adapter: factory });
    holder.factory = factory;
    holder.raw = { kind: "postgres", pool };
    holder.closing = async () => {
      await client.$disconnect();
      await pool.end().catch(() => undefined);
    };
    return client;
  }
  const { pg: lite, close } = await openPglite(settings.dataDir);
  const factory = new PrismaPGlite(lite);
  const client = new PrismaClient({ adapter: factory });
  holder.factory = factory;
  holder.raw = { kind: "pglite", lite };
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

/** Whether the caller runs inside `inTransaction` (the job queue must not open its own session then). */
export function inAmbientTransaction(): boolean {
  return ambient.getStore() !== undefined;
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
 * Tests and scripts install a client of their own (in-memory PGlite, a test database); with the
 * client's adapter factory, readColumn takes the same path as in production.
 */
export function useDb(client: Db, close?: () => Promise<void>, factory?: SqlDriverAdapterFactory, raw?: RawDatabase): void {
  holder.client = client;
  holder.raw = raw;
  holder.pending = Promise.resolve(client);
  holder.closing = close;
  holder.factory = factory;
  holder.adapter = undefined;
}

export async function closeDb(): Promise<void> {
  const close = holder.closing;
  holder.client = undefined;
  holder.pending = undefined;
  holder.closing = undefined;
  holder.factory = undefined;
  holder.adapter = undefined;
  holder.raw = undefined;
  await close?.();
}

/** The connection under the Prisma client (opening it if needed), for the job queue. */
export async function rawDatabase(): Promise<RawDatabase> {
  await getDb();
  if (!holder.raw) throw new Error("This database client was installed without its raw connection (useDb's fourth argument).");
  return holder.raw;
}

const argType = (v: string | number | null): ArgType => ({ scalarType: typeof v === "number" ? "int" : "string", arity: "scalar" });

/**
 * The first column of each row of one constant read on the hot path (the guard's statement on
 * every authenticated request), sent through the client's driver adapter: the same pool, the
 * same prepared statement, the same error kinds, without the Prisma client's request pipeline
 * around it (its promises and raw-result handling, decision 0019, docs/benchmarks.md). Inside
 * `inTransaction`, and on a client installed without its factory, it goes through Prisma.
 * JSON columns arrive as their text here and parsed through Prisma: callers accept both.
 */
export async function readColumn(sql: string, args: (string | number | null)[]): Promise<unknown[]> {
  const db = await getDb();
  if (db === holder.client && holder.factory) {
    const adapter = await (holder.adapter ??= holder.factory.connect());
    const result = await adapter.queryRaw({ sql, args, argTypes: args.map(argType) });
    return result.rows.map((r) => r[0]);
  }
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...args);
  return rows.map((r) => Object.values(r)[0]);
}

// The HTTP server (scripts/server.mjs) lives outside the bundle; it closes the pool on SIGTERM.
g.__divecertCloseDb = closeDb;
