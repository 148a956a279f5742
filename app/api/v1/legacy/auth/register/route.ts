import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { legacyHeaders, legacyLoginAs } from "@/lib/auth/legacy";
import { ZLegacySession } from "@/lib/auth/schema";
import { registerUser } from "@/lib/users/register-user";
import { ZRegister } from "@/lib/users/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZRegister,
    countedBy: [policies.register],
    docs: { tag: "Legacy auth", summary: "Register and log in (legacy)", description: "Same rules as POST /api/v1/auth/register.", legacy: true },
    response: { status: 201, description: "A legacy token and the new user.", data: ZLegacySession },
    handler: async (ctx) => {
      const user = await registerUser(ctx.body, ctx.ip, ctx.lang);
      return { ...ok("Registration successful.", await legacyLoginAs(user.id, ctx.lang, ctx.client), legacyHeaders), status: 201 };
    },
  }),
});
