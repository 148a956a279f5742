import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getInstructorDiveProfile } from "@/lib/dive-logs/get-dive-profile";
import { ZDiveProfile } from "@/lib/dive-logs/record-schema";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";

// The profile of a dive naming this professional as its instructor (the dives asked to sign).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZDiveLogParams,
    docs: {
      tag: "Professional",
      summary: "Read the depth profile of a dive that names you",
      description: "`{id}` is the numeric id or the uuid. As the diver's profile route, for the dives you are asked to sign.",
      errors: { 404: "Unknown dive log, one that does not name you, or a dive without a profile." },
    },
    response: { description: "The profile.", data: ZDiveProfile },
    handler: async ({ user, params }) => ok("Dive profile retrieved.", await getInstructorDiveProfile(user.id, params.id)),
  }),
});
