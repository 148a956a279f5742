import { methods } from "@/lib/api/with-api";
import * as profile from "@/app/api/v1/profile/route";

// The User group aliases the profile routes (same rules, same answers).
export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: profile.GET, PATCH: profile.PATCH });
