import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listAvailableLearnings } from "@/lib/learning/free-learnings";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    handler: async ({ user, lang }) => ok("Available free learnings retrieved.", await listAvailableLearnings(user.id, lang)),
  }),
});
