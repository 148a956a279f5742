import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getModule } from "@/lib/learning/get-module";
import { ZModuleParams } from "@/lib/learning/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZModuleParams,
    handler: async ({ user, params }) => ok("Module retrieved.", await getModule(diverScope(user.id), params.log_code, params.module)),
  }),
});
