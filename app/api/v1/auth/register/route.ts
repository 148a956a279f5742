import { userResource } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { registerUser } from "@/lib/users/register-user";
import { ZRegister } from "@/lib/users/schema";
import { ZUserResource } from "@/lib/users/record-schema";
import { toUserResource } from "@/lib/users/serializers";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZRegister,
    countedBy: [policies.register],
    docs: {
      tag: "Auth",
      summary: "Register a diver account",
      description: "Minors (under 18 by `dob`) must also give guardian_first_name, guardian_last_name and guardian_email. Sends the verification e-mail. Rate limited per IP.",
    },
    response: { status: 201, envelope: "user", description: "The new account.", data: ZUserResource },
    handler: async ({ body, ip, lang }) => {
      const user = await registerUser(body, ip, lang);
      return userResource("Registration successful. Please verify your email address.", await toUserResource(user, lang), 201);
    },
  }),
});
