// Next.js calls register() once when the server process starts (never during `next build`).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The settings first: an install missing one (a server without STRIPE_SECRET_KEY, say) refuses to
  // start with lib/env.ts's message, instead of serving until a request trips over it.
  const { env, EnvError } = await import("@/lib/env");
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // The job queue starts here, in every app process (lib/jobs, decision 0020).
  const { startJobsInServer } = await import("@/lib/jobs/start-in-server");
  await startJobsInServer();
}
