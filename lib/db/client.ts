import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { openPglite } from "@/lib/db/pglite";
import { statementNamer } from "@/lib/db/statement-names";
import { logger } from "@/lib/log";

export type Db = InstanceType<typeof PrismaClient>;

type Holder = { client?: Db; closing?: () => Promise<void>; pending?: Promise<Db> };
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
    const client = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: statementNamer() }) });
    holder.closing = async () => {
      await client.$disconnect();
      await pool.end().catch(() => undefined);
    };
    return client;
  }
  const { pg: lite, close } = await openPglite(settings.dataDir);
  const client = new PrismaClient({ adapter: new PrismaPGlite(lite) });
  holder.closing = async () => {
    await client.$disconnect();
    await close();
  };
  return client;
}

/** The one Prisma client, created on first use (so `next build` never opens the database). */
export async function getDb(): Promise<Db> {
  if (holder.client) return holder.client;
  holder.pending ??= createClient().then((c) => (holder.client = c));
  try {
    return await holder.pending;
  } catch (e) {
    holder.pending = undefined;
    throw e;
  }
}

/** Tests and scripts install a client of their own (in-memory PGlite, a test database). */
export function useDb(client: Db, close?: () => Promise<void>): void {
  holder.client = client;
  holder.pending = Promise.resolve(client);
  holder.closing = close;
}

export async function closeDb(): Promise<void> {
  const close = holder.closing;
  holder.client = undefined;
  holder.pending = undefined;
  holder.closing = undefined;
  await close?.();
}

// The HTTP server (scripts/server.mjs) lives outside the bundle; it closes the pool on SIGTERM.
g.__divecertCloseDb = closeDb;
