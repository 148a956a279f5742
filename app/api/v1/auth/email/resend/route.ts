import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { resendVerificationEmail } from "@/lib/auth/email-verification";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    countedBy: [policies.emailSend],
    docs: { tag: "Auth", summary: "Resend the verification e-mail", errors: { 409: "The address is already verified." } },
    response: { description: "A new link was sent.", data: z.null() },
    handler: async ({ user, lang }) => {
      await resendVerificationEmail(user.id, lang);
      return ok("A new verification link has been sent to your email address.");
    },
  }),
});
