import { z } from "zod";
import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZAdminSkill, ZIdParams, ZSkillPatch } from "@/lib/catalogue/schema";
import { deleteSkill, updateSkill } from "@/lib/catalogue/update-skill";

const conflictDoc = "The skill belongs to an earlier version of the course (edit the draft).";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    body: ZSkillPatch,
    docs: { tag: "Admin", summary: "Update a skill", description: "Name and whether it requires a logged dive, in the course's draft.", errors: { 409: conflictDoc, 422: "Invalid fields." } },
    response: { description: "The skill.", data: ZAdminSkill },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Skill updated.", await updateSkill(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
  DELETE: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    docs: { tag: "Admin", summary: "Delete a skill", description: "From the course's draft; running course logs keep theirs.", errors: { 409: conflictDoc } },
    response: { description: "Deleted.", data: z.null() },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => {
      await deleteSkill(ctx.params.id, auditContext(ctx));
      return ok("Skill deleted.", null);
    },
  }),
});
