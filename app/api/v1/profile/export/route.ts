import { accepted } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { requestExport } from "@/lib/privacy/request-export";
import { exportPolicy, ZDataExportRecord } from "@/lib/privacy/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    allowInactive: true,
    countedBy: [exportPolicy],
    docs: {
      tag: "Profile",
      summary: "Request a data export",
      description:
        "A job builds a ZIP of every record held about the account (GDPR articles 15 and 20) and e-mails a signed link valid 7 days. One export at a time: while one is pending, the same one is answered again. At most 3 new exports a day.",
    },
    response: { status: 202, description: "The export, pending.", data: ZDataExportRecord },
    handler: async ({ user, client }) =>
      accepted("Your data export is being prepared. We will e-mail you a download link.", await requestExport(user.id, client)),
  }),
});
