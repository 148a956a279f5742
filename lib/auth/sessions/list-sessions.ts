import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import { liveHeads } from "@/lib/auth/sessions/live-heads";
import type { SessionRecord } from "@/lib/auth/sessions/schema";
import { isoMicro } from "@/lib/dates";
import { getDb } from "@/lib/db/client";

// GET /auth/sessions and the sessions page: the account's live sessions, one per refresh family
// (lib/auth/sessions/live-heads.ts), the most recently used first.

export async function listSessions(userId: number, currentFamily: string | null, query: PageQuery, url: URL): Promise<LengthAwarePage<SessionRecord>> {
  const db = await getDb();
  const where = { userId, ...liveHeads() };
  const [families, heads] = await Promise.all([
    db.refreshToken.groupBy({ by: ["familyId"], where }),
    db.refreshToken.findMany({
      where,
      distinct: ["familyId"],
      orderBy: [{ lastUsedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
      select: { familyId: true, kind: true, userAgent: true, ip: true, lastUsedAt: true, createdAt: true, deviceName: true },
      ...pageWindow(query),
    }),
  ]);
  const started = heads.length
    ? await db.refreshToken.groupBy({ by: ["familyId"], where: { familyId: { in: heads.map((h) => h.familyId) } }, _min: { createdAt: true } })
    : [];
  const firstOf = new Map(started.map((s) => [s.familyId, s._min.createdAt]));
  const items = heads.map(
    (h): SessionRecord => ({
      id: h.familyId,
      created_at: isoMicro(firstOf.get(h.familyId) ?? h.createdAt),
      last_used_at: isoMicro(h.lastUsedAt ?? h.createdAt),
      user_agent: h.userAgent,
      ip: h.ip,
      current: h.familyId === currentFamily,
      kind: h.kind === "legacy" || h.kind === "browser" ? h.kind : "api",
      device_name: h.deviceName,
    }),
  );
  return lengthAwarePage(items, families.length, query, url);
}
