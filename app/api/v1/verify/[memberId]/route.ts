import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZMemberParams, ZPublicVerification } from "@/lib/certifications/schema";
import { verifyMember } from "@/lib/certifications/verify-member";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZMemberParams,
    rateLimit: [{ policy: policies.search }],
    docs: {
      tag: "Verify",
      summary: "Verify a member's certifications",
      description: "Who the diver is and which certifications are valid, and nothing more. Rate limited per IP.",
    },
    response: { description: "The member and their valid certifications.", data: ZPublicVerification },
    handler: async ({ params, lang }) => ok("Member verified.", await verifyMember(params.memberId, lang)),
  }),
});
