import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZMemberParams } from "@/lib/certifications/schema";
import { verifyMember } from "@/lib/certifications/verify-member";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZMemberParams,
    rateLimit: [{ policy: policies.search }],
    handler: async ({ params, lang }) => ok("Member verified.", await verifyMember(params.memberId, lang)),
  }),
});
