import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { checkReadiness, ZReadiness } from "@/lib/ops/check-readiness";

// Readiness for load balancers: 503 with Retry-After while the database is away or behind.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    docs: {
      tag: "Operations",
      summary: "Readiness",
      description:
        "200 when the database answers (within 3 s) and every migration this build ships is applied; otherwise 503 with `Retry-After`. `jobs` counts the background jobs.",
      errors: { 503: "Not ready: the database is unreachable or migrations are pending (`Retry-After`)." },
    },
    response: { description: "Ready to serve.", data: ZReadiness },
    handler: async () => ok("Ready.", await checkReadiness(), { "Cache-Control": "no-store" }),
  }),
});
