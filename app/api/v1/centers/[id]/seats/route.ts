import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listSeats } from "@/lib/center-seats/list-seats";
import { ZCenterParams, ZSeatBalance } from "@/lib/center-seats/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCenterParams,
    docs: {
      tag: "Dive centers",
      summary: "The center's seats",
      description: "Owners and managers. Per course the center ever bought: `bought`, `assigned`, `used` (assigned seats whose course log is completed) and `left` (bought − assigned), by course code.",
      errors: { 403: "Not an owner or manager of this dive center.", 404: "Unknown dive center." },
    },
    response: { description: "The seat ledger.", data: z.array(ZSeatBalance) },
    handler: async ({ user, params }) => ok("Seats retrieved.", await listSeats(user.id, params.id)),
  }),
});
