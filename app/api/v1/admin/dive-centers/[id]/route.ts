import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getAdminDiveCenter } from "@/lib/admin-centers/get-dive-center";
import { ZAdminDiveCenter, ZIdParams, ZUpdateDiveCenter } from "@/lib/admin-centers/schema";
import { updateDiveCenter } from "@/lib/admin-centers/update-dive-center";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZIdParams,
    docs: { tag: "Admin", summary: "Read a dive center", description: "Any dive center, active or not." },
    response: { description: "The dive center.", data: ZAdminDiveCenter },
    handler: async ({ params, lang }) => ok("Dive center retrieved.", await getAdminDiveCenter(params.id, lang)),
  }),
  PATCH: withApi({
    auth: "staff",
    permission: "accounts",
    params: ZIdParams,
    body: ZUpdateDiveCenter,
    docs: {
      tag: "Admin",
      summary: "Update, assign, deactivate or reactivate a dive center",
      description: "Any subset of the create fields. `active: false` takes the center out of public search, the utility lists and registration at once; users, course logs and certifications keep naming it. Writes a `dive_center.updated`, `.deactivated` or `.activated` audit row with the fields that changed.",
    },
    response: { description: "The dive center.", data: ZAdminDiveCenter },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Dive center updated.", await updateDiveCenter(ctx.params.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
