import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import type { RateLimitPolicy } from "@/lib/api/rate-limit";
import { zIsoMicro, zUrl } from "@/lib/api/record-formats";

// The data export (GDPR articles 15 and 20; contract section 5, decision 0026).

/** A link (and the export behind it) lives 7 days after the ZIP is ready. */
export const EXPORT_TTL_DAYS = 7;

/** New exports per account: each one reads every record and copies every file. */
export const exportPolicy: RateLimitPolicy = { name: "data-export", limit: 3, windowSeconds: 24 * 3600 };

export const ZExportQuery = ZPageQuery;
export const ZExportParams = z.object({ id: z.uuid({ error: "The export id must be a UUID." }) });
export const ZExportDownloadQuery = z.object({ expires: z.string().optional(), signature: z.string().optional() });

export const ZDataExportRecord = z
  .object({
    id: z.string().describe("The export id, a UUID"),
    status: z.enum(["pending", "ready", "failed", "expired"]).describe("pending while the job builds the ZIP; expired once its 7 days are over"),
    created_at: zIsoMicro(),
    ready_at: zIsoMicro().nullable(),
    expires_at: zIsoMicro().nullable().describe("When the ZIP and its link go (7 days after it was ready)"),
    size: z.number().int().nullable().describe("The ZIP's size in bytes, once ready"),
    download_url: zUrl().nullable().describe("A signed link to the ZIP itself while it is ready: no token needed, valid until expires_at"),
  })
  .meta({ id: "DataExport", description: "A copy of every record the service holds about the account, as a ZIP" });
export type DataExportRecord = z.input<typeof ZDataExportRecord>;

export const ZExportFile = z.string().describe("The ZIP's bytes.");
export const exportFileTypes = { "application/zip": "The export ZIP" };
