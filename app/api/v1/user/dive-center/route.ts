import { aliasOf } from "@/lib/api/alias-route";
import { methods } from "@/lib/api/with-api";
import * as diveCenter from "@/app/api/v1/profile/dive-center/route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: aliasOf(diveCenter.PATCH, { tag: "User", summary: "Join or leave a dive center (alias of PATCH /api/v1/profile/dive-center)" }),
});
