import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { returnSeat } from "@/lib/center-seats/return-seat";
import { ZAssignmentParams, ZSeatAssignment } from "@/lib/center-seats/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: withApi({
    auth: "verified",
    params: ZAssignmentParams,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Dive centers",
      summary: "Give a seat back",
      description: "Owners and managers. While the diver has not started (no quiz or exam attempt, no skill signed), the seat returns to the ledger: the assignment becomes `returned` and its unused course log is deleted; an invited seat is simply returned.",
      errors: {
        403: "Not an owner or manager of this dive center, or the center is deactivated.",
        404: "Unknown dive center, or no such seat assignment of this center.",
        409: "The diver has started the course, or the seat was already given back.",
      },
    },
    response: { description: "The returned seat assignment.", data: ZSeatAssignment },
    handler: async (ctx) => ok("Seat given back.", await returnSeat(ctx.user.id, ctx.params.id, ctx.params.assignment_id, auditContext(ctx))),
  }),
});
