import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getForm } from "@/lib/forms/list-forms";
import { ZFormCodeParams, ZFormDetail } from "@/lib/forms/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver other",
      summary: "Read a form's full text",
      description: "`can_sign` is false for divers under 18: their guardian signs through an e-mailed link.",
    },
    response: { description: "The form with its text.", data: ZFormDetail },
    params: ZFormCodeParams,
    handler: async ({ user, params }) => ok("Form retrieved.", await getForm(user.id, params.code)),
  }),
});
