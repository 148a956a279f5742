import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listAvailableLearnings } from "@/lib/learning/free-learnings";
import { ZCourse } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Diver free learnings", summary: "List free learnings not yet enrolled" },
    response: { description: "Free learnings open to the diver.", data: z.array(ZCourse) },
    handler: async ({ user, lang }) => ok("Available free learnings retrieved.", await listAvailableLearnings(user.id, lang)),
  }),
});
