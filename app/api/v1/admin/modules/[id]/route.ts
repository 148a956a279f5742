import { z } from "zod";
import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { deleteModule } from "@/lib/catalogue/delete-module";
import { ZAdminModule, ZIdParams, ZModulePatch } from "@/lib/catalogue/schema";
import { updateModule } from "@/lib/catalogue/update-module";

const conflictDoc = "The module belongs to an earlier version of the course (edit the draft).";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    body: ZModulePatch,
    docs: { tag: "Admin", summary: "Update a module", description: "Title, Markdown content, pass mark. A module of the published version is copied into a new draft first; the answer is the draft's module (new id).", errors: { 409: conflictDoc, 422: "Invalid fields." } },
    response: { description: "The module.", data: ZAdminModule },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Module updated.", await updateModule(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
  DELETE: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    docs: { tag: "Admin", summary: "Delete a module", description: "From the course's draft, with its quiz; running course logs keep theirs.", errors: { 409: conflictDoc } },
    response: { description: "Deleted.", data: z.null() },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => {
      await deleteModule(ctx.params.id, auditContext(ctx));
      return ok("Module deleted.", null);
    },
  }),
});
