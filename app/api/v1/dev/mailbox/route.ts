import { ok } from "@/lib/api/envelope";
import { ZPageQuery } from "@/lib/api/pagination";
import { methods, withApi } from "@/lib/api/with-api";
import { listOutbox, ZOutboxEmail } from "@/lib/mail/outbox";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";

// GET /api/v1/dev/mailbox — the outbox for administrators (the bodies hold live links).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "admin",
    query: ZPageQuery,
    docs: {
      tag: "Developer",
      summary: "Read the outbox",
      description: "Every e-mail the service sent or kept, newest first, with its delivery state. The bodies hold live links, hence administrators only.",
    },
    response: { description: "A page of e-mails.", data: ZLengthAwarePage(ZOutboxEmail) },
    handler: async ({ query, url }) => ok("Outbox retrieved.", await listOutbox(query, url)),
  }),
});
