import { downloadFormPdf } from "@/lib/forms/download-form-pdf";
import { ZFormCodeParams, ZFormPdfQuery } from "@/lib/forms/schema";
import { withSession } from "@/lib/pages/session-route";

// The browser's download of a form: the same PDF as the API's download_url, by the session
// cookie (a link cannot carry a bearer token).
export const GET = withSession({
  auth: "verified",
  params: ZFormCodeParams,
  query: ZFormPdfQuery,
  handler: async ({ user, params, query, lang }) => downloadFormPdf(user.id, params.code, query.version, lang),
});
