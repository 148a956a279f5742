import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getDiveProfile } from "@/lib/dive-logs/get-dive-profile";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZDiveLogParams,
    handler: async ({ user, params }) => ok("Dive profile retrieved.", await getDiveProfile(user.id, params.id)),
  }),
});
