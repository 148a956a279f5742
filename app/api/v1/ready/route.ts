import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { checkReadiness } from "@/lib/ops/check-readiness";

// Readiness for load balancers: 503 with Retry-After while the database is away or behind.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    handler: async () => ok("Ready.", await checkReadiness(), { "Cache-Control": "no-store" }),
  }),
});
