import { z } from "zod";
import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { downloadFormPdf } from "@/lib/forms/download-form-pdf";
import { ZFormCodeParams, ZFormPdfQuery } from "@/lib/forms/schema";

// The form's download_url: a PDF for bearer clients (the web page serves the same file through the session).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver other",
      summary: "Download a form as PDF",
      description: "The form's `download_url`. With the signature block filled in when that version is signed. `?version=` picks an older version.",
      errors: { 404: "Unknown form or version." },
    },
    response: { envelope: "raw", description: "The PDF.", data: z.string().describe("The PDF file."), files: { "application/pdf": "The form." } },
    params: ZFormCodeParams,
    query: ZFormPdfQuery,
    handler: async ({ user, params, query, lang }) => rawResponse(await downloadFormPdf(user.id, params.code, query.version, lang)),
  }),
});
