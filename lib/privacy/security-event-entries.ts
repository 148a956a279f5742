import { Readable } from "node:stream";
import { getDb } from "@/lib/db/client";
import type { ExportEntry } from "@/lib/privacy/export-records";
import { toJson } from "@/lib/privacy/export-records";

// The account's security events (lib/auth/security-events.ts) in the export, streamed in pages:
// an old account may have many sign-ins.

const PAGE = 1000;

async function* eventJson(userId: number): AsyncGenerator<string> {
  const db = await getDb();
  yield "[";
  let first = true;
  let after = 0;
  for (;;) {
    const rows = await db.securityEvent.findMany({
      where: { userId, id: { gt: after } },
      orderBy: { id: "asc" },
      take: PAGE,
      select: { id: true, type: true, ip: true, userAgent: true, detail: true, createdAt: true },
    });
    for (const row of rows) {
      yield `${first ? "\n" : ",\n"}${toJson(row)}`;
      first = false;
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.id;
  }
  yield first ? "]\n" : "\n]\n";
}

export async function securityEventEntries(userId: number): Promise<ExportEntry[]> {
  return [{ name: "security/security-events.json", open: async () => Readable.from(eventJson(userId)) }];
}
