import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { login } from "@/lib/auth/login";
import { ZLogin } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZLogin,
    handler: async ({ body, ip }) => ok("Login successful.", await login(body, ip)),
  }),
});
