import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listForms } from "@/lib/forms/list-forms";
import { ZFormRecord } from "@/lib/forms/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver other",
      summary: "List the organisation's forms",
      description: "Each form's current version and whether it is signed. A signature of an older version gives `signed: false` with `signed_version` naming the old one.",
    },
    response: { description: "The forms.", data: z.array(ZFormRecord) },
    handler: async ({ user }) => ok("Forms retrieved.", await listForms(user.id)),
  }),
});
