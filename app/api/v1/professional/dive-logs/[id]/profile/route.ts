import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getInstructorDiveProfile } from "@/lib/dive-logs/get-dive-profile";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";

// The profile of a dive naming this professional as its instructor (the dives asked to sign).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZDiveLogParams,
    handler: async ({ user, params }) => ok("Dive profile retrieved.", await getInstructorDiveProfile(user.id, params.id)),
  }),
});
