import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { zIsoMicro } from "@/lib/api/record-formats";

// GET /auth/sessions, DELETE /auth/sessions[/{id}] (contract section 5, decision 0026).

export const ZSessionParams = z.object({ id: z.uuid({ error: "The session id must be a UUID." }) });
export const ZSessionQuery = ZPageQuery;

export const ZSessionRecord = z
  .object({
    id: z.string().describe("The session (refresh family) id, a UUID"),
    created_at: zIsoMicro().describe("When the session began (the sign-in)"),
    last_used_at: zIsoMicro().describe("The last sign-in, refresh or (browser sessions) page use, within 5 minutes"),
    user_agent: z.string().nullable().describe("The client's User-Agent as last seen (at most 512 characters)"),
    ip: z.string().nullable().describe("The client's network, shortened: IPv4 /24 (203.0.113.0/24) or IPv6 /48; never the full address"),
    current: z.boolean().describe("The session of the token (or browser) asking"),
    kind: z.enum(["api", "legacy", "browser"]).describe("A token pair (api), a legacy bearer token, or a browser sign-in"),
    device_name: z.string().nullable().describe("The `device_name` given at login, if any"),
  })
  .meta({ id: "Session", description: "An active session of the account (a refresh family)" });
export type SessionRecord = z.input<typeof ZSessionRecord>;

export const ZEndedSessions = z
  .object({ ended: z.number().int().describe("How many sessions were ended") })
  .meta({ id: "EndedSessions" });
