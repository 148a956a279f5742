import { auditContext } from "@/lib/api/audit-context";
import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createModule } from "@/lib/catalogue/create-module";
import { ZAdminModule, ZIdParams, ZModuleInput } from "@/lib/catalogue/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    body: ZModuleInput,
    docs: { tag: "Admin", summary: "Add a module", description: "At the end of the course's draft (made from the published version if there is none). `content` is Markdown.", errors: { 422: "Invalid fields." } },
    response: { status: 201, description: "The module.", data: ZAdminModule },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Module created.", await createModule(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
