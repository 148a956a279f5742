import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listForms } from "@/lib/forms/list-forms";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    handler: async ({ user }) => ok("Forms retrieved.", await listForms(user.id)),
  }),
});
