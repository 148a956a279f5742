import { methods } from "@/lib/api/with-api";
import * as diveCenter from "@/app/api/v1/profile/dive-center/route";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PATCH: diveCenter.PATCH });
