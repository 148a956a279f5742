import { auditContext } from "@/lib/api/audit-context";
import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createExamQuestion } from "@/lib/catalogue/create-question";
import { ZAdminQuestion, ZIdParams, ZQuestionInput } from "@/lib/catalogue/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    body: ZQuestionInput,
    docs: {
      tag: "Admin",
      summary: "Add a final exam question",
      description: "At the end of the draft's exam. Edit and delete it like any question (`/admin/questions/{id}`).",
      errors: { 422: "Fewer than two options, no correct option, or a single-choice question without exactly one." },
    },
    response: { status: 201, description: "The question with its options.", data: ZAdminQuestion },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Question created.", await createExamQuestion(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
