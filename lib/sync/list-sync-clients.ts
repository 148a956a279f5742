import { isoMicro } from "@/lib/dates";
import { getDb } from "@/lib/db/client";

// The diver's devices for the "Devices and sync" page: when each last synced and how many
// operations it uploaded, with the outcome counts.

export async function listSyncClients(userId: number) {
  const db = await getDb();
  const [clients, counts] = await Promise.all([
    db.syncClient.findMany({ where: { userId }, orderBy: [{ lastSyncAt: "desc" }, { id: "desc" }], take: 50 }),
    db.syncOperation.groupBy({ by: ["clientId", "status"], where: { userId }, _count: { _all: true } }),
  ]);
  return clients.map((c) => {
    const mine = counts.filter((k) => k.clientId === c.clientId);
    const byStatus = Object.fromEntries(mine.map((k) => [k.status, k._count._all]));
    return {
      client_id: c.clientId,
      uploads: c.uploads,
      operations: mine.reduce((n, k) => n + k._count._all, 0),
      by_status: byStatus as Record<string, number>,
      first_seen_at: isoMicro(c.firstSeenAt),
      last_sync_at: isoMicro(c.lastSyncAt),
    };
  });
}
