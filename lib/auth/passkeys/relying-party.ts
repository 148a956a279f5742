import { env } from "@/lib/env";

// Who the browser and the authenticator talk to (lib/env.ts derives it from APP_URL).

/** How long a challenge, and so the browser's prompt, lasts. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export function relyingParty() {
  const { rpId, rpName, origins } = env().webauthn;
  return { rpID: rpId, rpName, origins };
}
