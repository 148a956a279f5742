import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getDiveProfile } from "@/lib/dive-logs/get-dive-profile";
import { ZDiveProfile } from "@/lib/dive-logs/record-schema";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZDiveLogParams,
    docs: {
      tag: "Diver dive logs",
      summary: "Read a dive's depth profile",
      description: "`{id}` is the numeric id or the uuid. The dive computer's samples in the dive's units (depth_unit, temperature_unit, pressure_unit).",
      errors: { 404: "Unknown dive log, another diver's, or a dive without a profile." },
    },
    response: { description: "The profile.", data: ZDiveProfile },
    handler: async ({ user, params }) => ok("Dive profile retrieved.", await getDiveProfile(user.id, params.id)),
  }),
});
