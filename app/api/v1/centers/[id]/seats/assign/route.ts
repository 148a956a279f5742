import { auditContext } from "@/lib/api/audit-context";
import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { assignSeat } from "@/lib/center-seats/assign-seat";
import { ZCenterParams, ZSeatAssign, ZSeatAssignment } from "@/lib/center-seats/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZCenterParams,
    body: ZSeatAssign,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Dive centers",
      summary: "Assign a seat",
      description: "Owners and managers. `{ course, email, instructor? }`: an account with that verified address is enrolled at once (a course log with the instructor, the center as its dive center) and e-mailed (`status: enrolled`, `log_code`); any other address is invited to register and enrolled when an account with it verifies its e-mail (`status: invited`). `instructor` is the member id of a member of the center who is an active professional; default: the caller when the caller is one. With M seats left, exactly M concurrent assignments succeed.",
      errors: {
        403: "Not an owner or manager of this dive center, or the center is deactivated.",
        404: "Unknown dive center.",
        409: "No seat of this course is left, the diver has an active course log of this course, or a seat of it is already waiting for this address.",
        422: "Validation failed, the course is unknown, the instructor is not one of the center's active professionals, the account is not active, or the diver does not meet the course's minimum age or prerequisites (named in `errors.email`).",
      },
    },
    response: { status: 201, description: "The seat assignment.", data: ZSeatAssignment },
    handler: async (ctx) => created("Seat assigned.", await assignSeat(ctx.user.id, ctx.params.id, ctx.body, auditContext(ctx), ctx.lang)),
  }),
});
