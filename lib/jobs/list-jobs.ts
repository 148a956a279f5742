import { lengthAwarePage, type LengthAwarePage } from "@/lib/api/pagination";
import { isoMicro } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { JOB_SCHEMA, jobQueue } from "@/lib/jobs/boss";
import type { JobQuery, JobRecord } from "@/lib/jobs/schema";

// Reads pg-boss's job table directly (the admin page needs paging across queues, which pg-boss's
// API does not offer). Payloads are shown as stored: no task puts a secret in its payload.

const STATES: Record<JobQuery["state"], string[] | null> = {
  waiting: ["created", "retry"],
  failed: ["failed"],
  active: ["active"],
  completed: ["completed"],
  all: null,
};

type Row = {
  id: string;
  name: string;
  state: JobRecord["state"];
  data: unknown;
  retry_count: number;
  retry_limit: number;
  error: string | null;
  created_on: Date;
  start_after: Date;
  started_on: Date | null;
  completed_on: Date | null;
};

export const JOB_COLUMNS = `id::text AS id, name, state::text AS state, data, retry_count, retry_limit,
  COALESCE(output->>'message', output->'value'->>'message') AS error, created_on, start_after, started_on, completed_on`;

export function toJobRecord(r: Row): JobRecord {
  // retry_count counts the retries started: the attempts made are one more, once one began.
  const attempts = r.state === "created" ? 0 : r.retry_count + 1;
  return {
    id: r.id,
    name: r.name,
    state: r.state,
    payload: typeof r.data === "string" ? JSON.parse(r.data) : r.data,
    attempts,
    max_attempts: r.retry_limit + 1,
    error: r.state === "completed" ? null : r.error,
    created_at: isoMicro(new Date(r.created_on)),
    run_at: isoMicro(new Date(r.start_after)),
    started_at: r.started_on ? isoMicro(new Date(r.started_on)) : null,
    completed_at: r.completed_on ? isoMicro(new Date(r.completed_on)) : null,
  };
}

export async function listJobs(query: JobQuery, url: URL = new URL("/api/v1/admin/jobs", env().appUrl)): Promise<LengthAwarePage<JobRecord>> {
  await jobQueue();
  const db = await getDb();
  const states = STATES[query.state];
  // pg-boss's own queues (its cron hand-off, __pgboss__send-it) are machinery, not our work.
  const where = `WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' AND ${states ? "state::text = ANY($1::text[])" : "$1::text[] IS NULL"}`;
  const offset = (query.page - 1) * query.per_page;
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT ${JOB_COLUMNS} FROM ${JOB_SCHEMA}.job ${where} ORDER BY created_on DESC, id DESC LIMIT ${query.per_page} OFFSET ${offset}`,
    states,
  );
  const [count] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job ${where}`, states);
  return lengthAwarePage(rows.map(toJobRecord), count?.n ?? 0, query, url);
}
