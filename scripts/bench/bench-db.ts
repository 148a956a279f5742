// The bench databases of both benchmarks: create (with the app's migrations) and drop.
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

/** A fresh, empty database `name` with the app's migrations applied; returns those migrations. */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<string[]> {
  await dropDatabase(adminUrl, name);
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const { deployMigrations } = await import("@/lib/db/schema-engine");
  return deployMigrations({ kind: "postgres", url: databaseUrl(adminUrl, name) });
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
