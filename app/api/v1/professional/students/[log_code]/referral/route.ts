import { auditContext } from "@/lib/api/audit-context";
import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { createReferral } from "@/lib/referrals/create-referral";
import { ZReferralCreated } from "@/lib/referrals/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Refer a student to another professional",
      description:
        "Signs a referral of the course log as a compact JWT with the organisation's credential key (EdDSA, header `typ: referral+jwt`, `kid` in /.well-known/jwks.json): the course, modules passed, skills signed, dives linked to the log, the diver's medical status, the instructor and the center. Valid 12 months, accepted once. The diver sees the latest one on the course page. Writes `course_log.referral.created` (and `dive_center.referral.created` on the log's center).",
      errors: {
        403: "Your professional membership is expired or suspended.",
        404: "Unknown course log, or not one where you are the instructor.",
        409: "The course log is completed, expired or closed by a refund.",
      },
    },
    response: { status: 201, description: "The code, its expiry and its decoded record.", data: ZReferralCreated },
    params: ZLogCodeParams,
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Referral created.", await createReferral(ctx.user.id, ctx.params.log_code, auditContext(ctx))),
  }),
});
