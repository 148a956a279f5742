import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZStudentProgress } from "@/lib/learning/record-schema";
import { acceptReferral } from "@/lib/referrals/accept-referral";
import { ZAcceptReferralBody } from "@/lib/referrals/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Accept a referral: take the student over",
      description:
        "The course log is now taught by you, for `dive_center_id` (a center you are a member of) or for no center; quiz attempts, skills and dives are kept. A code is accepted once. The referring instructor loses access to the log. Writes `course_log.referral.accepted` and `dive_center.referral.accepted` on the sending and receiving centers; the diver is e-mailed.",
      errors: {
        403: "Your professional membership is expired or suspended.",
        409: "The code was accepted already, the student moved to another instructor since, or the course log is no longer active.",
        410: "The referral has expired (12 months).",
        422: "The code does not verify (changed, or not ours), is your own referral or course, or `dive_center_id` is not a center you are a member of.",
      },
    },
    response: { description: "The course log, now yours, with its progress.", data: ZStudentProgress },
    body: ZAcceptReferralBody,
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Referral accepted.", await acceptReferral(ctx.user.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
