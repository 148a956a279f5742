import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getForm } from "@/lib/forms/list-forms";
import { ZFormCodeParams } from "@/lib/forms/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZFormCodeParams,
    handler: async ({ user, params }) => ok("Form retrieved.", await getForm(user.id, params.code)),
  }),
});
