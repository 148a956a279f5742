import { conflict, notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { JOB_COLUMNS, toJobRecord } from "@/lib/jobs/list-jobs";
import { JOB_SCHEMA, jobQueue } from "@/lib/jobs/boss";
import type { JobRecord } from "@/lib/jobs/schema";

type Row = Parameters<typeof toJobRecord>[0];

async function readJob(id: string): Promise<Row | undefined> {
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<Row[]>(`SELECT ${JOB_COLUMNS} FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`, id);
  return rows[0];
}

/** An administrator's retry of a failed job: it is due at once, with one more attempt. */
export async function retryJob(id: string): Promise<JobRecord> {
  const boss = await jobQueue();
  const job = await readJob(id);
  if (!job) throw notFound("Job");
  if (job.state !== "failed") throw conflict(`Only a failed job can be retried; this one is ${job.state}.`);
  // pg-boss's retry: state "retry", due now, its retry limit raised by one.
  await boss.retry(job.name, id);
  return toJobRecord((await readJob(id))!);
}
