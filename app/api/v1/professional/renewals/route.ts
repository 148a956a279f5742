import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getRenewals } from "@/lib/professional/get-renewals";
import { ZRenewals } from "@/lib/professional/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Read your membership and its renewals",
      description: "`professional_status` is computed when read: expired as soon as `expire_date` has passed.",
    },
    response: { description: "The membership.", data: ZRenewals },
    handler: async ({ user, lang }) => ok("Renewals retrieved.", await getRenewals(user.id, lang)),
  }),
});
