import { z } from "zod";
import { linkOutcome, signedLinkNote } from "@/lib/api/browser";
import { methods, withApi } from "@/lib/api/with-api";
import { verifyEmail } from "@/lib/auth/email-verification";
import { ZSignedLinkParams, ZSignedLinkQuery } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZSignedLinkParams,
    query: ZSignedLinkQuery,
    docs: {
      tag: "Auth",
      summary: "Verify the e-mail address (signed link)",
      description: `${signedLinkNote} \`/email-verified?result=ok|expired|invalid\`. The link expires after 60 minutes.`,
      browserRedirect: "/email-verified",
      errors: { 403: "Invalid signature, or the link has expired." },
    },
    response: { description: "Verified (or already verified).", data: z.null() },
    handler: async ({ req, params, query }) =>
      linkOutcome(req, "/email-verified", async () => {
        const { alreadyVerified } = await verifyEmail(params.id, params.hash, query.expires, query.signature);
        return alreadyVerified ? "Your email address is already verified." : "Your email address has been verified.";
      }),
  }),
});
