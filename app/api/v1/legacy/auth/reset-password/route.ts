import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { legacyHeaders } from "@/lib/auth/legacy";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { ZForgotPassword } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZForgotPassword,
    handler: async ({ body, ip, lang }) => {
      await requestPasswordReset(body.email, ip, lang);
      return ok("If the address belongs to an account, a reset link has been sent to it.", null, legacyHeaders);
    },
  }),
});
