import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZMfaStatus } from "@/lib/auth/mfa/schema";
import { mfaStatus } from "@/lib/auth/mfa/status";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    allowInactive: true,
    docs: { tag: "Auth", summary: "Second factors of the account", description: "Whether TOTP is on, how many recovery codes are left, and the methods a sign-in can answer with." },
    response: { description: "The account's second factors.", data: ZMfaStatus },
    handler: async ({ user }) => ok("Second factors retrieved.", await mfaStatus(user.id)),
  }),
});
