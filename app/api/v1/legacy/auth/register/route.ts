import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { legacyHeaders, legacyLoginAs } from "@/lib/auth/legacy";
import { registerUser } from "@/lib/users/register-user";
import { ZRegister } from "@/lib/users/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZRegister,
    handler: async ({ body, ip, lang }) => {
      const user = await registerUser(body, ip, lang);
      return { ...ok("Registration successful.", await legacyLoginAs(user.id, lang), legacyHeaders), status: 201 };
    },
  }),
});
