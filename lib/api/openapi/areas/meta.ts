import type { Operation } from "@/lib/api/openapi/types";
import { described, pageOf } from "@/lib/api/openapi/response-data";
import { ZPageQuery } from "@/lib/api/pagination";

// /dev/* tools and this document.

export const metaOperations: Operation[] = [
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

  // ---- Documentation ----
  {
    method: "GET", path: "/api/v1/openapi.json", tag: "Documentation", auth: "public",
    summary: "This OpenAPI 3.1 document",
    description: "The raw document (no envelope). People read it at /docs/api.",
    response: { envelope: "raw", description: "The OpenAPI 3.1 document.", data: described("An OpenAPI 3.1 document.") },
  },
];
