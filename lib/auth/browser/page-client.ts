import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { clientIpFrom } from "@/lib/api/client-ip";
import { clientInfoFrom, type ClientInfo } from "@/lib/auth/security-events";

/**
 * The browser behind a page's server action, as security events and sessions record it (the
 * API's ctx.client): address, user agent, and the request id (the proxy's X-Request-Id when it
 * sent a well-formed one, else a fresh one, as the kernel does).
 */
export async function pageClient(): Promise<ClientInfo> {
  const h = await headers();
  const given = h.get("x-request-id");
  const requestId = given && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : randomUUID();
  return clientInfoFrom(clientIpFrom((name) => h.get(name)), h.get("user-agent"), requestId);
}
