import { env } from "@/lib/env";

// The session cookie rides along on any request from this browser, so a write must come from our
// own pages. Next checks a server action's Origin against the Host itself; the kernel checks it
// again for actions and for cookie routes, so both doors refuse the same requests the same way.
// A request without Origin (not a browser's cross-site form or fetch) is let through as Next does.

type Headers = { get(name: string): string | null };

/** True when `Origin` is absent, the app's own origin (APP_URL), or the host the request came to. */
export function sameOrigin(headers: Headers, requestUrl?: string): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false;
  }
  if (given.origin === new URL(env().appUrl).origin) return true;
  const host = (headers.get("x-forwarded-host") ?? headers.get("host") ?? (requestUrl ? new URL(requestUrl).host : ""))
    .split(",")[0]!
    .trim();
  return host !== "" && given.host === host;
}
