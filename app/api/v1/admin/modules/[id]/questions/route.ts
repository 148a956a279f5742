import { auditContext } from "@/lib/api/audit-context";
import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createModuleQuestion } from "@/lib/catalogue/create-question";
import { ZAdminQuestion, ZIdParams, ZQuestionInput } from "@/lib/catalogue/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    body: ZQuestionInput,
    docs: {
      tag: "Admin",
      summary: "Add a quiz question to a module",
      description: "At the end of the module's quiz, in the course's draft.",
      errors: { 409: "The module belongs to an earlier version (edit the draft).", 422: "Fewer than two options, no correct option, or a single-choice question without exactly one." },
    },
    response: { status: 201, description: "The question with its options.", data: ZAdminQuestion },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Question created.", await createModuleQuestion(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
