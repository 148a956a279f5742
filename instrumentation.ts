// Next.js calls register() once when the server process starts (never during `next build`):
// the job queue starts here, in every app process (lib/jobs, decision 0020).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startJobsInServer } = await import("@/lib/jobs/start-in-server");
  await startJobsInServer();
}
