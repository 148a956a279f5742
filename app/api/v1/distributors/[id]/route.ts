import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getDistributor } from "@/lib/distributors/get-distributor";
import { ZDistributorDetail, ZDistributorParams } from "@/lib/distributors/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Dive centers",
      summary: "Read a distributor you belong to",
      description:
        "The distributor, your role, the figures of all its dive centers together (`totals`) and the first page of its centers with their figures (`instructors`, `students_in_training`, `certifications_this_year`, `seats_left`).",
      errors: {
        403: "You are not a member of this distributor (staff read distributors in the console), or it is deactivated and you are not an owner.",
        404: "Unknown distributor.",
      },
    },
    response: { description: "The distributor with its centers.", data: ZDistributorDetail },
    params: ZDistributorParams,
    handler: async ({ user, params, url }) => ok("Distributor retrieved.", await getDistributor(user.id, params.id, url)),
  }),
});
