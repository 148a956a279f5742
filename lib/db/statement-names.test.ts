import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { pgAdapterOptions, statementNamer } from "@/lib/db/statement-names";
import { allMigrationSql } from "@/tests/support/database";
import { startPgCluster, type PgCluster } from "@/tests/support/pg-cluster";

// DB_NAMED_STATEMENTS=0 (behind PgBouncer before 1.21, docs/deploy.md): nothing is left prepared
// on the server connection, so the next client a transaction-mode pooler hands it to can neither
// collide with a name ("prepared statement ... already exists") nor miss one ("... does not exist").
// On a private PostgreSQL server (tests/support/pg-cluster.ts) in both integration runs: PGlite
// has no second session to look from and no pooler goes in front of it, and the run on
// TEST_DATABASE_URL may itself go through PgBouncer, whose statement names are its own.

let cluster: PgCluster | undefined;
let url: string | undefined;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
  url = cluster.url;
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(allMigrationSql());
  await setup.end();
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  cluster?.destroy();
});

/** Runs a few of Prisma's statements on one connection, then lists what that session has prepared. */
async function preparedAfterQueries(named: boolean): Promise<string[]> {
  expect(url).toBeDefined();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pools.push(pool);
  const db = new PrismaClient({ adapter: new PrismaPg(pool, pgAdapterOptions(named)) });
  try {
    await db.user.count();
    await db.user.findFirst({ where: { email: "nobody@example.com" } });
    await db.$transaction([db.course.count(), db.user.count()]);
    const { rows } = await pool.query<{ name: string }>("SELECT name FROM pg_prepared_statements ORDER BY name");
    return rows.map((r) => r.name);
  } finally {
    await db.$disconnect();
  }
}

describe("statement names on PostgreSQL", () => {
  it("leaves nothing prepared on the connection when turned off", async () => {
    expect(await preparedAfterQueries(false)).toEqual([]);
  });

  it("prepares each statement once per connection by default", async () => {
    const names = await preparedAfterQueries(true);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.every((n) => n.startsWith("p_"))).toBe(true);
  });
});

describe("which statements get a name", () => {
  it("names a statement by its text, and leaves a LIKE pattern's statement unnamed (planned with its pattern)", () => {
    const name = statementNamer();
    const lookup = 'SELECT "id" FROM "users" WHERE "email" = $1';
    expect(name({ sql: lookup })).toMatch(/^p_/);
    expect(name({ sql: lookup })).toBe(name({ sql: lookup }));
    expect(name({ sql: `SELECT "id" FROM "audit_log" WHERE "actor_id" = $1 AND "action"::text LIKE ($2 || '%')` })).toBe("");
    expect(name({ sql: `SELECT "id" FROM "users" WHERE "first_name" ILIKE ('%' || $1 || '%')` })).toBe("");
  });
});
