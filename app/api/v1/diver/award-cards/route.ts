import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { z } from "zod";
import { listAwardCards } from "@/lib/awards/list-award-cards";
import { ZAwardCard } from "@/lib/awards/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver other",
      summary: "List award cards",
      description: "Dive milestones (and, for professionals, certifications issued) with progress toward each.",
    },
    response: { description: "The award cards.", data: z.array(ZAwardCard) },
    handler: async ({ user }) => ok("Award cards retrieved.", await listAwardCards(user)),
  }),
});
