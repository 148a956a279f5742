import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { legacyHeaders, legacyLogin } from "@/lib/auth/legacy";
import { ZLogin } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZLogin,
    handler: async ({ body, ip, lang }) => ok("Login successful.", await legacyLogin(body, ip, lang), legacyHeaders),
  }),
});
