import { getDb } from "@/lib/db/client";
import { JOB_SCHEMA, jobQueue } from "@/lib/jobs/boss";
import type { JobCounts } from "@/lib/jobs/schema";

/**
 * For /ready: jobs waiting (including retries not yet due), failed jobs still kept, and how long
 * the oldest job that is due has waited: a worker that stopped working shows here first.
 */
export async function jobCounts(): Promise<JobCounts> {
  await jobQueue();
  const db = await getDb();
  const [row] = await db.$queryRawUnsafe<{ waiting: number; failed: number; oldest: number | null }[]>(
    `SELECT count(*) FILTER (WHERE state < 'active')::int AS waiting,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            floor(extract(epoch FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now())))::int AS oldest
       FROM ${JOB_SCHEMA}.job WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%'`,
  );
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0, oldest_waiting_seconds: Math.max(0, row?.oldest ?? 0) };
}
