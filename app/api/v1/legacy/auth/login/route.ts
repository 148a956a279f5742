import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { legacyHeaders, legacyLogin } from "@/lib/auth/legacy";
import { ZLegacySession, ZLogin } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZLogin,
    countedBy: [policies.loginIp, policies.login],
    docs: { tag: "Legacy auth", summary: "Log in (legacy)", legacy: true, errors: { 401: "Wrong e-mail or password: `Invalid credentials.`", 403: "The account has a second factor, which legacy apps cannot answer (the message says so).", 429: "Too many attempts from this address, or for this account (`Retry-After`)." } },
    response: { description: "A legacy token and the user.", data: ZLegacySession },
    handler: async ({ body, client, lang }) => ok("Login successful.", await legacyLogin(body, client, lang), legacyHeaders),
  }),
});
