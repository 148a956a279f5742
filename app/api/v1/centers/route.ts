import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listMyCenters } from "@/lib/centers/list-my-centers";
import { ZMyCenter } from "@/lib/centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Dive centers",
      summary: "List your dive centers",
      description: "The dive centers the caller belongs to, by name, each with the caller's `role` (`owner`, `manager`, `instructor`). Deactivated centers are listed too (`active: false`).",
    },
    response: { description: "The caller's dive centers.", data: z.array(ZMyCenter) },
    handler: async ({ user }) => ok("Dive centers retrieved.", await listMyCenters(user.id)),
  }),
});
