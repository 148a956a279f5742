import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { ZForgotPassword } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZForgotPassword,
    countedBy: [policies.passwordReset, policies.emailSend],
    docs: { tag: "Auth", summary: "Send a password reset link", description: "The same answer whether or not the address belongs to an account." },
    response: { description: "The link was sent if the account exists.", data: z.null() },
    handler: async ({ body, ip, lang }) => {
      await requestPasswordReset(body.email, ip, lang);
      return ok("If the address belongs to an account, a reset link has been sent to it.");
    },
  }),
});
