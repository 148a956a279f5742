import { exportDiveLogs } from "@/lib/dive-logs/export-dive-logs";
import { ZExportQuery } from "@/lib/dive-logs/schema";
import { withSession } from "@/lib/pages/session-route";

// The logbook's download links: GET /api/v1/diver/dive-logs/export by the browser session (the
// same rule, query and streamed file); signed out, to sign in and back to the logbook.
export const GET = withSession({
  auth: "verified",
  login: "/logbook",
  query: ZExportQuery,
  handler: ({ user, query }) => exportDiveLogs(user.id, query.format),
});
