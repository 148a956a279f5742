import { userResource } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { registerUser } from "@/lib/users/register-user";
import { ZRegister } from "@/lib/users/schema";
import { toUserResource } from "@/lib/users/serializers";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZRegister,
    handler: async ({ body, ip, lang }) => {
      const user = await registerUser(body, ip, lang);
      return userResource("Registration successful. Please verify your email address.", await toUserResource(user, lang), 201);
    },
  }),
});
