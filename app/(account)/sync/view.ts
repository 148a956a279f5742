import type { ConflictView } from "@/components/sync/conflict-card";
import type { DeviceView } from "@/components/sync/device-list";
import { showDate, showDateTime } from "@/components/logbook/format";
import type { ConflictRecord } from "@/lib/sync/serializers";
import type { listSyncClients } from "@/lib/sync/list-sync-clients";

// Records of the sync services → what the page shows.

// The record's field names ("max_depth") are shown as written, in a readable form: they are the
// dive log's fields as the apps send them.
const labelOf = (field: string) => field.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The page's words (sync namespace), so this mapping stays free of any translator. */
export type SyncWords = { dive: (number: string) => string; yes: string; no: string; outcome: (status: string, count: number) => string };

function text(value: unknown, t: SyncWords): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? t.yes : t.no;
  return String(value);
}

export function toConflictView(c: ConflictRecord, t: SyncWords, locale: string): ConflictView {
  const server = c.server as { number?: number; date?: string | null; location?: string | null };
  const where = server.location ? ` · ${server.location}` : "";
  return {
    id: c.id,
    title: `${t.dive(String(server.number ?? "?"))} · ${showDate(server.date ?? null, locale)}${where}`,
    clientId: c.client_id,
    createdAt: showDateTime(c.created_at, locale),
    rows: c.fields.map((f) => ({ field: f, label: labelOf(f), mine: text(c.client[f], t), server: text((c.server as Record<string, unknown>)[f], t) })),
  };
}

export function toDeviceView(d: Awaited<ReturnType<typeof listSyncClients>>[number], t: SyncWords, locale: string): DeviceView {
  const outcome = Object.entries(d.by_status)
    .map(([status, n]) => t.outcome(status, n))
    .join(" · ");
  return { clientId: d.client_id, lastSync: showDateTime(d.last_sync_at, locale), uploads: d.uploads, operations: d.operations, outcome };
}
