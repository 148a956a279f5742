import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZFormCodeParams, ZGuardianLinkSent } from "@/lib/forms/schema";
import { sendGuardianFormLink, guardianLinkPolicy } from "@/lib/forms/send-guardian-form-link";

// Rate limited inside the service (5 an hour), shared with the forms page.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    docs: {
      tag: "Diver other",
      summary: "E-mail the guardian a link to sign",
      description: "For divers under 18: the guardian named at registration receives a signed link (valid 7 days) to a page where they sign with their own name. At most 5 an hour.",
      errors: { 409: "The diver is 18 or older, has no guardian address, or the form is already signed." },
    },
    response: { description: "Where the link went (masked).", data: ZGuardianLinkSent },
    countedBy: [guardianLinkPolicy],
    params: ZFormCodeParams,
    handler: async ({ user, params }) => ok("The signing link was sent to your guardian.", await sendGuardianFormLink(user, params.code)),
  }),
});
