import { linkOutcome } from "@/lib/api/browser";
import { methods, withApi } from "@/lib/api/with-api";
import { acceptGuardianConsent } from "@/lib/auth/guardian-consent";
import { ZSignedLinkParams, ZSignedLinkQuery } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZSignedLinkParams,
    query: ZSignedLinkQuery,
    handler: async ({ req, params, query }) =>
      linkOutcome(req, "/guardian-consent", async () => {
        await acceptGuardianConsent(params.id, params.hash, query.expires, query.signature);
        return "Thank you. Your consent has been recorded.";
      }),
  }),
});
