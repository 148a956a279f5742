import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { previewReferral } from "@/lib/referrals/preview-referral";
import { ZPreviewReferralBody, ZReferralPreview } from "@/lib/referrals/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Preview a referral",
      description:
        "Verifies the code's signature offline against the organisation's published keys and its `typ`, and answers its record. A code accepted already is still shown, with `accepted: true`.",
      errors: {
        410: "The referral has expired (12 months).",
        422: "The code does not verify: changed, or not issued by this organisation (`errors.code`).",
      },
    },
    response: { description: "The referral's record.", data: ZReferralPreview },
    body: ZPreviewReferralBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ body }) => ok("Referral verified.", await previewReferral(body.code)),
  }),
});
