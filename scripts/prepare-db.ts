// Brings the database up to date before the app starts: migrations, then demo data when
// SEED_DEMO is on. Runs in its own process and exits, so PGlite is closed before Next opens it.
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/generated/prisma/client";
import { closeDb, getDb, useDb } from "@/lib/db/client";
import { openPglite } from "@/lib/db/pglite";
import { deployMigrations } from "@/lib/db/schema-engine";
import { env } from "@/lib/env";
import { seedDemo, seedProductData } from "@/prisma/seed/index";

async function main() {
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
