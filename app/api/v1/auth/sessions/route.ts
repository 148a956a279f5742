import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { endOtherSessions } from "@/lib/auth/sessions/end-other-sessions";
import { listSessions } from "@/lib/auth/sessions/list-sessions";
import { familyOfAccess } from "@/lib/auth/sessions/family-of-access";
import { ZEndedSessions, ZSessionQuery, ZSessionRecord } from "@/lib/auth/sessions/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    allowInactive: true,
    query: ZSessionQuery,
    docs: {
      tag: "Auth",
      summary: "List your sessions",
      description:
        "One entry per active session (refresh family: app token pairs, legacy tokens and browser sign-ins), most recently used first, with the client's user agent, its shortened network (IPv4 /24, IPv6 /48) and `current` for the session of the token asking.",
    },
    response: { description: "A page of sessions.", data: ZLengthAwarePage(ZSessionRecord) },
    handler: async ({ user, query, url }) =>
      ok("Sessions retrieved.", await listSessions(user.id, (await familyOfAccess(user.claims.jti)) ?? null, query, url)),
  }),
  DELETE: withApi({
    auth: "user",
    allowInactive: true,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Auth",
      summary: "Sign out everywhere else",
      description: "Ends every session of the account except the one of the token asking; their access tokens are refused at once.",
    },
    response: { description: "The other sessions ended.", data: ZEndedSessions },
    handler: async ({ user, client }) =>
      ok("Other sessions ended.", { ended: await endOtherSessions(user.id, (await familyOfAccess(user.claims.jti)) ?? null, client) }),
  }),
});
