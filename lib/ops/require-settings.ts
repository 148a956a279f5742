import { env, EnvError } from "@/lib/env";

/**
 * Reads the settings once as the server starts (instrumentation.ts). A missing or invalid one (a
 * server install without STRIPE_SECRET_KEY, say) stops the process with lib/env.ts's message:
 * Next.js logs an error thrown from register() and serves anyway, so throwing is not enough.
 */
export function requireSettings(): void {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`DiveCert did not start: ${error.message}`);
    process.exit(1);
  }
}
