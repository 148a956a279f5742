// The bench databases of the benchmarks: create (with the app's migrations) and drop.
import { createHash } from "node:crypto";
import pg from "pg";

export function databaseUrl(admin: string, name: string): string {
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// WITH (FORCE) ends any connection a crashed earlier run left behind (PostgreSQL 13+).
export const dropDatabase = (adminUrl: string, name: string) =>
  withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);

/** Drops the database, reporting (not throwing) a failure: for cleanup. */
export const dropDatabaseQuietly = (adminUrl: string, name: string) =>
  dropDatabase(adminUrl, name).catch((e: unknown) =>
    process.stderr.write(`bench: could not drop ${name}: ${e instanceof Error ? e.message : String(e)}\n`),
  );

const TEMPLATE_PREFIX = "divecert_bench_template_";

/**
 * A fresh, empty database `name` with the app's migrations applied; returns those migrations.
 *
 * Applying them costs seconds of CPU (the schema engine and its shadow database), paid by every
 * benchmark, so they are applied once into a template, divecert_bench_template_<hash of the
 * migrations>, which then only serves as the source of `CREATE DATABASE ... TEMPLATE` (it takes no
 * connections). A change to the migrations makes a new template, and the old ones are dropped.
 * An advisory lock lets one process at a time make or copy a template (a copy needs its source
 * without connections); a half-made template is never used (it is made under another name, then
 * renamed).
 */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<string[]> {
  await dropDatabase(adminUrl, name);
  const { deployMigrations, migrationSql } = await import("@/lib/db/schema-engine");
  const template = TEMPLATE_PREFIX + createHash("sha256").update(migrationSql()).digest("hex").slice(0, 16);
  await withClient(adminUrl, async (c) => {
    await c.query("SELECT pg_advisory_lock(hashtext($1))", [TEMPLATE_PREFIX]);
    try {
      const found = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
      if (!found.rowCount) {
        const others = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [TEMPLATE_PREFIX]);
        for (const { datname } of others.rows) {
          await c.query(`ALTER DATABASE ${datname} IS_TEMPLATE false`);
          await c.query(`DROP DATABASE ${datname} WITH (FORCE)`);
        }
        const making = `${template}_new`;
        await c.query(`CREATE DATABASE ${making}`);
        await deployMigrations({ kind: "postgres", url: databaseUrl(adminUrl, making) });
        await c.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
        await c.query(`ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
      }
      await c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await c.query("SELECT pg_advisory_unlock(hashtext($1))", [TEMPLATE_PREFIX]);
    }
  });
  return withClient(databaseUrl(adminUrl, name), async (c) =>
    (await c.query<{ migration_name: string }>("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name")).rows.map(
      (r) => r.migration_name,
    ),
  );
}

/**
 * One run of a benchmark at a time: a session-level advisory lock named after its database, on the
 * admin connection, held until release() or the process's end. Without it, a second run would
 * drop the first one's database under it.
 */
export async function lockBench(adminUrl: string, dbName: string, what: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on("error", () => undefined); // a lost lock connection must not crash the run
  await client.connect();
  const r = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS ok", [dbName]);
  if (!r.rows[0]!.ok) {
    await client.end();
    throw new Error(`another ${what} is running (advisory lock on ${dbName} is held); rerun when it is done`);
  }
  return () => client.end();
}
