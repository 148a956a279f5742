import { z } from "zod";
import { linkOutcome, signedLinkNote } from "@/lib/api/browser";
import { methods, withApi } from "@/lib/api/with-api";
import { acceptGuardianConsent } from "@/lib/auth/guardian-consent";
import { ZSignedLinkParams, ZSignedLinkQuery } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZSignedLinkParams,
    query: ZSignedLinkQuery,
    docs: {
      tag: "Auth",
      summary: "Record a guardian's consent (signed link)",
      description: `Sent to the guardian of a minor at registration; sets \`guardian_accepted\`. ${signedLinkNote} \`/guardian-consent?result=ok|expired|invalid\`.`,
      browserRedirect: "/guardian-consent",
      errors: { 403: "Invalid signature, or the link has expired." },
    },
    response: { description: "Consent recorded.", data: z.null() },
    handler: async ({ req, params, query }) =>
      linkOutcome(req, "/guardian-consent", async () => {
        await acceptGuardianConsent(params.id, params.hash, query.expires, query.signature);
        return "Thank you. Your consent has been recorded.";
      }),
  }),
});
