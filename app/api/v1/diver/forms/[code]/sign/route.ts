import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZFormCodeParams, ZSignFormBody } from "@/lib/forms/schema";
import { signForm } from "@/lib/forms/sign-form";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZFormCodeParams,
    body: ZSignFormBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body, ip }) => ok("Form signed.", await signForm(user, params.code, body, ip)),
  }),
});
