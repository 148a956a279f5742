import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { AppError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { jobCounts } from "@/lib/jobs/job-counts";
import { z } from "zod";
import { ZJobCounts } from "@/lib/jobs/schema";
import { logger } from "@/lib/log";

// Readiness: the database answers within a bound and holds every migration this build ships.
// A load balancer takes an instance out while this fails, so it must never hang.

const READY_TIMEOUT_MS = 3_000;
const RETRY_AFTER_SECONDS = 5;

export const ZReadiness = z
  .object({
    database: z.literal("up"),
    migrations: z.object({ applied: z.number().int(), pending: z.array(z.string()) }),
    jobs: ZJobCounts.nullable().describe("Null when the queue could not be read in time (the instance still serves)"),
  })
  .meta({ id: "Readiness" });
export type Readiness = z.input<typeof ZReadiness>;

let shipped: string[] | undefined;

/** Migration folders of this build (prisma/migrations beside the app, read once). Not traced
 * into the standalone output (it would pull the whole project in): deploy/Dockerfile copies them. */
export function shippedMigrations(dir = path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations")): string[] {
  if (shipped) return shipped;
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
        .map((d) => d.name)
        .sort()
    : [];
  shipped = names;
  return names;
}

async function appliedMigrations(): Promise<Set<string>> {
  const db = await getDb();
  // A database nobody migrated yet has no table at all: every migration is pending.
  const [table] = await db.$queryRaw<{ present: boolean }[]>`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`;
  if (!table?.present) return new Set();
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return new Set(rows.map((r) => r.migration_name));
}

function withinBound<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("readiness check timed out")), READY_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(): Promise<Readiness> {
  let applied: Set<string>;
  try {
    applied = await withinBound(appliedMigrations());
  } catch {
    throw new AppError("unavailable", "The database is not reachable.", {
      retryAfter: RETRY_AFTER_SECONDS,
      data: { database: "down" },
    });
  }
  const expected = shippedMigrations();
  // An image built without its migration folders could never tell it is behind: not ready.
  if (!expected.length) {
    throw new AppError("unavailable", "No migrations found beside the app (prisma/migrations).", { retryAfter: RETRY_AFTER_SECONDS, data: { database: "up" } });
  }
  const pending = expected.filter((name) => !applied.has(name));
  if (pending.length) {
    throw new AppError("unavailable", "Database migrations are pending.", {
      retryAfter: RETRY_AFTER_SECONDS,
      data: { database: "up", migrations: { applied: expected.length - pending.length, pending } },
    });
  }
  const jobs = await withinBound(jobCounts()).catch((e: unknown) => {
    logger.warn("job counts unavailable", { error: e instanceof Error ? e.message : String(e) });
    return null;
  });
  return { database: "up", migrations: { applied: expected.length, pending: [] }, jobs };
}
