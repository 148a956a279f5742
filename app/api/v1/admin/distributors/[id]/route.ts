import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getDistributor } from "@/lib/admin-centers/get-distributor";
import { ZDistributor, ZIdParams, ZUpdateDistributor } from "@/lib/admin-centers/schema";
import { updateDistributor } from "@/lib/admin-centers/update-distributor";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZIdParams,
    docs: { tag: "Admin", summary: "Read a distributor" },
    response: { description: "The distributor.", data: ZDistributor },
    handler: async ({ params, lang }) => ok("Distributor retrieved.", await getDistributor(params.id, lang)),
  }),
  PATCH: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZIdParams,
    body: ZUpdateDistributor,
    docs: {
      tag: "Admin",
      summary: "Update, deactivate or reactivate a distributor",
      description: "Any subset of `{ name, country, email, active }`. A deactivated distributor cannot be chosen for a dive center; centers that name it keep it. Writes a `distributor.updated`, `.deactivated` or `.activated` audit row.",
    },
    response: { description: "The distributor.", data: ZDistributor },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Distributor updated.", await updateDistributor(ctx.params.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
