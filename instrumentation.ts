// Next.js calls register() once when the server process starts (never during `next build`).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The settings first: an install missing one refuses to start with lib/env.ts's message,
  // instead of serving until a request trips over it.
  const { requireSettings } = await import("@/lib/ops/require-settings");
  requireSettings();
  // The job queue starts here, in every app process (lib/jobs, decision 0020).
  const { startJobsInServer } = await import("@/lib/jobs/start-in-server");
  await startJobsInServer();
}
