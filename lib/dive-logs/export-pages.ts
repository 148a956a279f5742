import { getDb } from "@/lib/db/client";
import { diverWhere } from "@/lib/dive-logs/get-dive-log";
import { datePositionOf, diverOrder, type DatePosition } from "@/lib/dive-logs/keyset";
import { diveLogSelect, type DiveLogRow } from "@/lib/dive-logs/serializers";

// Exports read the diver's dives in keyset pages, oldest first, and hand out text chunks as the
// client reads them: memory stays at one page whatever the size of the logbook.

export const EXPORT_PAGE_SIZE = 500;

export async function* diveLogPages(userId: number, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<DiveLogRow[]> {
  const db = await getDb();
  let after: DatePosition | null = null;
  for (;;) {
    const { orderBy, after: where } = diverOrder("date", after ? { params: after, pointsToNext: true } : null);
    const rows: DiveLogRow[] = await db.diveLog.findMany({
      where: where ? { AND: [diverWhere(userId), where] } : diverWhere(userId),
      orderBy,
      take: pageSize,
      select: diveLogSelect,
    });
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    after = datePositionOf(rows[rows.length - 1]!);
  }
}

/** A byte stream pulled chunk by chunk from an async source of text. */
export function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else if (value) controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** XML 1.0 allows tab, LF and CR among the control characters; the rest (and lone surrogates) are dropped. */
export const xmlSafe = (text: string) =>
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");
