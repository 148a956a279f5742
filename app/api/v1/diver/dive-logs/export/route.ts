import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { exportDiveLogs } from "@/lib/dive-logs/export-dive-logs";
import { z } from "zod";
import { ZExportQuery } from "@/lib/dive-logs/schema";

// A streamed file download (UDDF 3.2 or CSV) of every dive of the diver.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZExportQuery,
    docs: { tag: "Diver dive logs", summary: "Download every dive (UDDF or CSV)" },
    response: {
      envelope: "raw",
      description: "A file download of all the diver's dives.",
      data: z.string().describe("The file."),
      files: { "application/xml": "UDDF 3.2 document (`?format=uddf`).", "text/csv": "CSV with a header row (`?format=csv`)." },
    },
    handler: async ({ user, query }) => rawResponse(await exportDiveLogs(user.id, query.format)),
  }),
});
