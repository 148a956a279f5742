import { ok } from "@/lib/api/envelope";
import { ZPageQuery } from "@/lib/api/pagination";
import { methods, withApi } from "@/lib/api/with-api";
import { listOutbox } from "@/lib/mail/outbox";

// GET /api/v1/dev/mailbox — the outbox for administrators (the bodies hold live links).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "admin",
    query: ZPageQuery,
    handler: async ({ query, url }) => ok("Outbox retrieved.", await listOutbox(query, url)),
  }),
});
