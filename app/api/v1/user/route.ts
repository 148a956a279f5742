import { aliasOf } from "@/lib/api/alias-route";
import { methods } from "@/lib/api/with-api";
import * as profile from "@/app/api/v1/profile/route";

// The User group aliases the profile routes (same rules, same answers).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: aliasOf(profile.GET, { tag: "User", summary: "Read the profile (alias of GET /api/v1/profile)" }),
  PATCH: aliasOf(profile.PATCH, { tag: "User", summary: "Update the profile (alias of PATCH /api/v1/profile)" }),
});
