import { z } from "zod";
import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { deleteQuestion } from "@/lib/catalogue/delete-question";
import { ZAdminQuestion, ZIdParams, ZQuestionPatch } from "@/lib/catalogue/schema";
import { updateQuestion } from "@/lib/catalogue/update-question";

const conflictDoc = "The question belongs to an earlier version of the course (edit the draft).";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    body: ZQuestionPatch,
    docs: { tag: "Admin", summary: "Update a question", description: "Text, type, options (sent options replace all of them). Quiz or exam question, in the course's draft.", errors: { 409: conflictDoc, 422: "Option rules: at least two, at least one correct, exactly one for single choice." } },
    response: { description: "The question.", data: ZAdminQuestion },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Question updated.", await updateQuestion(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
  DELETE: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    docs: { tag: "Admin", summary: "Delete a question", description: "From the course's draft.", errors: { 409: conflictDoc } },
    response: { description: "Deleted.", data: z.null() },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => {
      await deleteQuestion(ctx.params.id, auditContext(ctx));
      return ok("Question deleted.", null);
    },
  }),
});
