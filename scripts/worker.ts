// `npm run worker`: a process that only runs background jobs, for those who scale workers apart
// from web instances (set JOBS_WORKER=0 on the web instances). PostgreSQL only: on the embedded
// PGlite the app process runs its jobs itself (one process per data folder).
export {};
process.env.JOBS_WORKER = "1";

const { env } = await import("@/lib/env");
const { closeDb } = await import("@/lib/db/client");
const { stopJobQueue } = await import("@/lib/jobs/boss");
const { startWorker } = await import("@/lib/jobs/worker");
const { logger } = await import("@/lib/log");

const settings = env();
if (settings.embedded) {
  console.error("npm run worker needs DATABASE_URL: with the embedded database the app runs its jobs itself.");
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info("worker shutting down", { signal, grace_ms: settings.shutdownGraceSeconds * 1000 });
  // Running jobs get the grace period to finish; what is still running then is handed back (retried).
  await stopJobQueue(settings.shutdownGraceSeconds * 1000).catch((e: unknown) => logger.error("job queue stop failed", { error: String(e) }));
  await closeDb().catch(() => undefined);
  logger.info("worker stopped", { signal });
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown(signal));

await startWorker();
