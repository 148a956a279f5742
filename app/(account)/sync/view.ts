import type { ConflictView } from "@/components/sync/conflict-card";
import type { DeviceView } from "@/components/sync/device-list";
import { showDate, showDateTime } from "@/components/logbook/format";
import type { ConflictRecord } from "@/lib/sync/serializers";
import type { listSyncClients } from "@/lib/sync/list-sync-clients";

// Records of the sync services → what the page shows.

const labelOf = (field: string) => field.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

function text(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

export function toConflictView(c: ConflictRecord): ConflictView {
  const server = c.server as { number?: number; date?: string | null; location?: string | null };
  const where = server.location ? ` · ${server.location}` : "";
  return {
    id: c.id,
    title: `Dive #${server.number ?? "?"} · ${showDate(server.date ?? null)}${where}`,
    clientId: c.client_id,
    createdAt: showDateTime(c.created_at),
    rows: c.fields.map((f) => ({ field: f, label: labelOf(f), mine: text(c.client[f]), server: text(c.server[f]) })),
  };
}

const outcomeLabels: Record<string, string> = { applied: "applied", duplicate: "already there", rejected: "refused", conflict: "kept as a conflict" };

export function toDeviceView(d: Awaited<ReturnType<typeof listSyncClients>>[number]): DeviceView {
  const outcome = Object.entries(d.by_status)
    .map(([status, n]) => `${n} ${outcomeLabels[status] ?? status}`)
    .join(" · ");
  return { clientId: d.client_id, lastSync: showDateTime(d.last_sync_at), uploads: d.uploads, operations: d.operations, outcome };
}
