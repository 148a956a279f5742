import type { Operation } from "@/lib/api/openapi/types";
import { described, pageOf } from "@/lib/api/openapi/response-data";
import { ZPageQuery } from "@/lib/api/pagination";

// Operations probes, /dev/* tools and this document.

export const metaOperations: Operation[] = [
  // ---- Operations ----
  {
    method: "GET", path: "/api/v1/ready", tag: "Operations", auth: "public",
    summary: "Readiness",
    description: "200 when the database answers (within 3 s) and every migration this build ships is applied; otherwise 503 with `Retry-After` and `database: \"down\"`, or `database: \"up\"` with the pending migrations.",
    response: { description: "Ready to serve.", data: described("`{ database: \"up\", migrations: { applied, pending: [] } }`", "Readiness") },
    errors: { 503: "Not ready: the database is unreachable or migrations are pending (`Retry-After`)." },
  },

  // ---- Developer ----
  {
    method: "GET", path: "/api/v1/dev/mailbox", tag: "Developer", auth: "admin",
    summary: "Read the outbox",
    description: "Every e-mail the service sent or kept, newest first. The bodies hold live links, hence administrators only.",
    query: ZPageQuery,
    response: {
      description: "A page of e-mails.",
      data: pageOf("`{ id, to, subject, kind, transport, text, html, sent_at, error, created_at }`", "OutboxEmail"),
    },
  },

];
