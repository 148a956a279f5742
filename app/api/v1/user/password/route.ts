import { methods } from "@/lib/api/with-api";
import * as password from "@/app/api/v1/profile/password/route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: password.PUT });
