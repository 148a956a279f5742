import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { importDiveLogs } from "@/lib/dive-logs/import-dive-logs";
import { MAX_IMPORT_BYTES } from "@/lib/dive-logs/import/limits";
import { ZDiveLogImport } from "@/lib/dive-logs/record-schema";

// Dive-computer and logbook files (UDDF, Subsurface, FIT, the logbook's CSV), recognised by content.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    multipart: { file: "file", maxFileBytes: MAX_IMPORT_BYTES },
    rateLimit: [{ policy: policies.upload }],
    docs: {
      tag: "Diver dive logs",
      summary: "Import dives from a dive computer or dive-log program",
      description:
        "`multipart/form-data` with `file`, at most 20 MiB. The format is recognised by its content: UDDF 3.x (any producer), Subsurface's XML log (.ssrf/.xml), FIT dive activities (Garmin Descent, Suunto and others) and the logbook's own CSV export; compressed files and XML with a DOCTYPE are refused. Each dive is checked on its own, with the rules of a dive logged by hand: a refused dive is listed in `rejected` and the others are imported. A dive already in the logbook counts in `duplicates` and is not imported again. Values the file states win; the rest are derived from the samples (max/average depth, dive time = first to last sample deeper than 1 m, minimum water temperature, start/end pressure, gas). A dive kept with several computers (Subsurface) is one dive with the first computer's figures. Figures are stored in the units of your profile's preferred system (the logbook's own files keep theirs).",
      files: { file: "The dive-log file: UDDF, Subsurface XML, FIT or the logbook's CSV; at most 20 MiB." },
      errors: {
        413: "The body or the file is over 20 MiB.",
        415: "The body is not multipart/form-data.",
        422: "`errors.file`: missing or empty, not one of the accepted formats (the message names them), malformed XML, a damaged FIT file, or more than 10,000 dives.",
      },
    },
    response: { description: "What the import did.", data: ZDiveLogImport },
    handler: async ({ user, file }) => ok("Dive logs imported.", await importDiveLogs(user.id, file)),
  }),
});
