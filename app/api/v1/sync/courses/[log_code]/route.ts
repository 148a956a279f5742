import { ok, rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { downloadCourse } from "@/lib/sync/download-course";
import { ZOfflineCourse } from "@/lib/sync/record-schema";

// ETag is the course log's version; a device that has it gets 304 and keeps its copy.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZLogCodeParams,
    docs: {
      tag: "Sync",
      summary: "Download a course log for offline use",
      description: "Course, module content, quiz questions with options (never the correct ones), skills, progress and version. `ETag` is the version; `If-None-Match` with it answers 304 with no body.",
      etag: true,
      errors: { 404: "No such course log of yours." },
    },
    response: { description: "Everything needed offline.", data: ZOfflineCourse },
    handler: async ({ user, params, req, lang }) => {
      const found = await downloadCourse(user.id, params.log_code, req.headers.get("if-none-match"), lang);
      const headers = { ETag: found.etag, "Cache-Control": "private, no-cache", Vary: "Authorization, Accept-Language" };
      if (found.notModified) return rawResponse(new Response(null, { status: 304, headers }));
      return ok("Course retrieved for offline use.", found.data, headers);
    },
  }),
});
