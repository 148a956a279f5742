import { auditContext } from "@/lib/api/audit-context";
import { created, ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createDiveCenter } from "@/lib/admin-centers/create-dive-center";
import { listAdminDiveCenters } from "@/lib/admin-centers/list-dive-centers";
import { ZAdminDiveCenter, ZAdminDiveCentersQuery, ZCreateDiveCenter } from "@/lib/admin-centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    query: ZAdminDiveCentersQuery,
    docs: {
      tag: "Admin",
      summary: "List dive centers",
      description: "Every dive center, deactivated ones included unless `?active=` says otherwise, by name. `?q=` (name, city, e-mail; case- and accent-insensitive), `?country=`, `?distributor_id=` (an id or `none`). Paginated.",
    },
    response: { description: "A page of dive centers.", data: ZLengthAwarePage(ZAdminDiveCenter) },
    handler: async ({ query, url, lang }) => ok("Dive centers retrieved.", await listAdminDiveCenters(query, url, lang)),
  }),
  POST: withApi({
    auth: "staff",
    permission: "accounts",
    body: ZCreateDiveCenter,
    docs: {
      tag: "Admin",
      summary: "Create a dive center",
      description: "`{ name, country, state_code?, city?, address?, postal_code?, phone?, email?, website?, distributor_id?, active? }`: the country is ISO 3166-1, the state code an ISO 3166-2 subdivision of it, the distributor an existing active one. Writes a `dive_center.created` audit row.",
    },
    response: { status: 201, description: "The new dive center.", data: ZAdminDiveCenter },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Dive center created.", await createDiveCenter(ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
