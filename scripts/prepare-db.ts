// Brings the database up to date before the app starts: migrations, then demo data when
// SEED_DEMO is on. Runs in its own process and exits, so PGlite is closed before Next opens it.
// On PostgreSQL the whole step holds an advisory lock: instances started together take turns,
// the first one migrates and seeds, the others find nothing left to do.
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/generated/prisma/client";
import { closeDb, getDb, useDb } from "@/lib/db/client";
import { openPglite } from "@/lib/db/pglite";
import { deployMigrations } from "@/lib/db/schema-engine";
import { env } from "@/lib/env";
import { seedDemo, seedProductData } from "@/prisma/seed/index";

// Any constant distinct from Prisma's own migration lock (72707369).
const PREPARE_LOCK = 4_418_001_207;

async function withPrepareLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PREPARE_LOCK]);
    return await work();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PREPARE_LOCK]).catch(() => undefined);
    await client.end();
  }
}

async function main() {
  const url = env().databaseUrl;
  if (url) await withPrepareLock(url, prepare);
  else await prepare();
}

async function prepare() {
  const settings = env();
  if (settings.databaseUrl) {
    const applied = await deployMigrations({ kind: "postgres", url: settings.databaseUrl });
    console.log(`Database: PostgreSQL, ${applied.length} migration(s) applied.`);
  } else {
    const { pg, close } = await openPglite(settings.dataDir);
    const applied = await deployMigrations({ kind: "pglite", pg });
    console.log(`Database: embedded PGlite in ${settings.dataDir}, ${applied.length} migration(s) applied.`);
    useDb(new PrismaClient({ adapter: new PrismaPGlite(pg) }), close);
  }
  const { courses } = await seedProductData(await getDb());
  console.log(`Course catalogue: ${courses} courses.`);
  if (settings.seedDemo) {
    const { logins, diveCenters } = await seedDemo(await getDb());
    console.log(`Demo data ready (${diveCenters} dive centers). Demo logins:`);
    for (const l of logins) console.log(`  ${l.role.padEnd(10)} ${l.email.padEnd(24)} ${l.password}`);
  }
  await closeDb();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
