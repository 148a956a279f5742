import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { closeDb, useDb, type Db } from "@/lib/db/client";
import { allMigrationSql } from "@/tests/support/database";
import { startPgCluster, type PgCluster } from "@/tests/support/pg-cluster";

// A private PostgreSQL server (tests/support/pg-cluster.ts) with the migrations applied, installed
// as the app's database for this test file, so a test may stop and start it.

export type PrivatePostgres = { cluster: PgCluster; db: Db; query: (sql: string, values?: unknown[]) => Promise<pg.QueryResult> };

export async function usePrivatePostgres(): Promise<PrivatePostgres> {
  const cluster = await startPgCluster();
  const setup = new pg.Client({ connectionString: cluster.url });
  await setup.connect();
  await setup.query(allMigrationSql());
  await setup.end();
  // Short connect timeout: while the server is down, requests fail fast (503) instead of hanging.
  const pool = new pg.Pool({ connectionString: cluster.url, max: 8, connectionTimeoutMillis: 2_000 });
  pool.on("error", () => undefined);
  const factory = new PrismaPg(pool);
  const db = new PrismaClient({ adapter: factory });
  await closeDb();
  useDb(db, async () => {
    await db.$disconnect();
    await pool.end().catch(() => undefined);
  }, factory);
  const query = async (sql: string, values?: unknown[]) => {
    const c = new pg.Client({ connectionString: cluster.url });
    await c.connect();
    try {
      return await c.query(sql, values);
    } finally {
      await c.end();
    }
  };
  return { cluster, db, query };
}

export async function dropPrivatePostgres(p: PrivatePostgres | undefined): Promise<void> {
  await closeDb();
  p?.cluster.destroy();
}
