import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getRenewals } from "@/lib/professional/get-renewals";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    handler: async ({ user, lang }) => ok("Renewals retrieved.", await getRenewals(user.id, lang)),
  }),
});
