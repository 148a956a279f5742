import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZFormCodeParams, ZSignFormBody, ZFormDetail } from "@/lib/forms/schema";
import { signForm } from "@/lib/forms/sign-form";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    docs: {
      tag: "Diver other",
      summary: "Sign a form",
      description: "`full_name` must be the account's full name (case, outer and repeated spaces ignored) and `accept` true. Stores the version, time, client address and a SHA-256 of the exact text.",
      errors: {
        403: "The diver is under 18: the guardian signs.",
        409: "This version is already signed.",
        422: "Wrong name or `accept` not true.",
      },
    },
    response: { description: "The form, signed.", data: ZFormDetail },
    params: ZFormCodeParams,
    body: ZSignFormBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body, ip }) => ok("Form signed.", await signForm(user, params.code, body, ip)),
  }),
});
