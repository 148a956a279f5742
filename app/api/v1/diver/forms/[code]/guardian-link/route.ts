import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZFormCodeParams } from "@/lib/forms/schema";
import { sendGuardianFormLink } from "@/lib/forms/send-guardian-form-link";

// Rate limited inside the service (5 an hour), shared with the forms page.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZFormCodeParams,
    handler: async ({ user, params }) => ok("The signing link was sent to your guardian.", await sendGuardianFormLink(user, params.code)),
  }),
});
