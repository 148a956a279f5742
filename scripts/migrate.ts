// Offline stand-in for `prisma migrate deploy|dev --create-only|diff` (STACK.md "Prisma without
// network"): npm run db:migrate, npm run db:migrate:create -- <name>, npm run db:drift.
import path from "node:path";
import { env } from "@/lib/env";
import { openPglite } from "@/lib/db/pglite";
import { createMigration, deployMigrations, diffMigrationsToSchema } from "@/lib/db/schema-engine";

const USAGE = "usage: tsx scripts/migrate.ts deploy | create <name> | drift";

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function hidePassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

async function deploy(): Promise<number> {
  const started = performance.now();
  const settings = env();
  let applied: string[];
  if (settings.databaseUrl) {
    console.log(`Applying migrations to ${hidePassword(settings.databaseUrl)}`);
    applied = await deployMigrations({ kind: "postgres", url: settings.databaseUrl });
  } else {
    console.log(`Applying migrations to the embedded database in ${settings.dataDir}`);
    const { pg, close } = await openPglite(settings.dataDir);
    try {
      applied = await deployMigrations({ kind: "pglite", pg });
    } finally {
      await close();
    }
  }
  for (const name of applied) console.log(`  applied ${name}`);
  console.log(
    applied.length
      ? `${applied.length} migration(s) applied in ${seconds(started)}.`
      : `No pending migrations; the database is up to date (${seconds(started)}).`,
  );
  return 0;
}

async function create(name: string | undefined): Promise<number> {
  if (!name) {
    console.error(USAGE);
    return 2;
  }
  const started = performance.now();
  const created = await createMigration(name);
  console.log(`Created ${path.relative(process.cwd(), created.file)} (${seconds(started)}).`);
  console.log("Review it, then apply it with: npm run db:migrate");
  return 0;
}

async function drift(): Promise<number> {
  const started = performance.now();
  const sql = await diffMigrationsToSchema();
  if (!sql) {
    console.log(`No drift: prisma/migrations matches schema.prisma (${seconds(started)}).`);
    return 0;
  }
  console.log("Drift: schema.prisma differs from prisma/migrations. Missing SQL:\n");
  console.log(sql);
  console.log("\nCreate a migration with: npm run db:migrate:create -- <name>");
  return 1;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "deploy":
      return deploy();
    case "create":
      return create(rest[0]);
    case "drift":
      return drift();
    default:
      console.error(USAGE);
      return 2;
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  console.error(`migrate: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}
