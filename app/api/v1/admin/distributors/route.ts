import { auditContext } from "@/lib/api/audit-context";
import { created, ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createDistributor } from "@/lib/admin-centers/create-distributor";
import { listDistributors } from "@/lib/admin-centers/list-distributors";
import { ZCreateDistributor, ZDistributor, ZDistributorsQuery } from "@/lib/admin-centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    query: ZDistributorsQuery,
    docs: { tag: "Admin", summary: "List distributors", description: "`?q=` (name, e-mail; case- and accent-insensitive), `?country=`, `?active=`. Paginated, by name." },
    response: { description: "A page of distributors.", data: ZLengthAwarePage(ZDistributor) },
    handler: async ({ query, url, lang }) => ok("Distributors retrieved.", await listDistributors(query, url, lang)),
  }),
  POST: withApi({
    auth: "staff",
    permission: "accounts",
    body: ZCreateDistributor,
    docs: { tag: "Admin", summary: "Create a distributor", description: "`{ name, country, email?, active? }`. Writes a `distributor.created` audit row." },
    response: { status: 201, description: "The new distributor.", data: ZDistributor },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Distributor created.", await createDistributor(ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
