import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getModule } from "@/lib/learning/get-module";
import { ZModuleParams } from "@/lib/learning/schema";
import { ZModule } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Diver courses", summary: "Read a module and its quiz questions" },
    response: { description: "The module; which options are correct is never sent.", data: ZModule },
    params: ZModuleParams,
    handler: async ({ user, params }) => ok("Module retrieved.", await getModule(diverScope(user.id), params.log_code, params.module)),
  }),
});
