import { headers } from "next/headers";
import { clientIpFrom } from "@/lib/api/client-ip";
import { clientInfoFrom, type ClientInfo } from "@/lib/auth/security-events";

/** The browser behind a page's server action, as security events and sessions record it (the API's ctx.client). */
export async function pageClient(): Promise<ClientInfo> {
  const h = await headers();
  return clientInfoFrom(clientIpFrom((name) => h.get(name)), h.get("user-agent"));
}
