import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listAwardCards } from "@/lib/awards/list-award-cards";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    handler: async ({ user }) => ok("Award cards retrieved.", await listAwardCards(user)),
  }),
});
