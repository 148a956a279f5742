import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { exportDiveLogs } from "@/lib/dive-logs/export-dive-logs";
import { ZExportQuery } from "@/lib/dive-logs/schema";

// A streamed file download (UDDF 3.2 or CSV) of every dive of the diver.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZExportQuery,
    handler: async ({ user, query }) => rawResponse(await exportDiveLogs(user.id, query.format)),
  }),
});
