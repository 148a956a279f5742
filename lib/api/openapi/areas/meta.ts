import type { Operation } from "@/lib/api/openapi/types";
import { described, pageOf } from "@/lib/api/openapi/response-data";
import { ZPageQuery } from "@/lib/api/pagination";

// Operations probes, /dev/* tools and this document.

export const metaOperations: Operation[] = [
  // ---- Operations ----
  {
    method: "GET", path: "/api/v1/health", tag: "Operations", auth: "public",
    summary: "Liveness",
    description: "`{ \"status\": \"ok\" }` while the process runs. Never touches the database, so an outage does not get healthy instances restarted.",
    response: { envelope: "raw", description: "The process is alive.", data: described("`{ status: \"ok\" }`", "Health") },
  },
  {
    method: "GET", path: "/api/v1/ready", tag: "Operations", auth: "public",
    summary: "Readiness",
    description: "200 when the database answers (within 3 s) and every migration this build ships is applied; otherwise 503 with `Retry-After` and `database: \"down\"`, or `database: \"up\"` with the pending migrations. `jobs` counts the background jobs: waiting (including retries not yet due), failed (kept 30 days), and how many seconds the oldest job that is due has waited (a stalled worker shows here); null when the queue could not be read in time.",
    response: { description: "Ready to serve.", data: described("`{ database: \"up\", migrations: { applied, pending: [] }, jobs: { waiting, failed, oldest_waiting_seconds } | null }`", "Readiness") },
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
      data: pageOf("`{ id, to, subject, kind, transport, status (queued, sent, failed, kept), attempts, last_attempt_at, text, html, sent_at, error, created_at }`", "OutboxEmail"),
    },
  },

  // ---- Documentation ----
  {
    method: "GET", path: "/api/v1/openapi.json", tag: "Documentation", auth: "public",
    summary: "This OpenAPI 3.1 document",
    description: "The raw document (no envelope). People read it at /docs/api.",
    response: { envelope: "raw", description: "The OpenAPI 3.1 document.", data: described("An OpenAPI 3.1 document.") },
  },
];
