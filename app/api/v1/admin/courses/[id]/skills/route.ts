import { auditContext } from "@/lib/api/audit-context";
import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createSkill } from "@/lib/catalogue/create-skill";
import { ZAdminSkill, ZIdParams, ZSkillInput } from "@/lib/catalogue/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    body: ZSkillInput,
    docs: { tag: "Admin", summary: "Add a skill", description: "At the end of the course draft's skills; `requires_dive` skills need a logged dive.", errors: { 422: "Invalid fields." } },
    response: { status: 201, description: "The skill.", data: ZAdminSkill },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Skill created.", await createSkill(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
