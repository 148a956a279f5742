import { aliasOf } from "@/lib/api/alias-route";
import { methods } from "@/lib/api/with-api";
import * as password from "@/app/api/v1/profile/password/route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: aliasOf(password.PUT, { tag: "User", summary: "Change the password (alias of PUT /api/v1/profile/password)" }),
});
