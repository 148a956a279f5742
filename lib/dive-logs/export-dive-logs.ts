import { csvChunks } from "@/lib/dive-logs/export-csv";
import { textStream } from "@/lib/dive-logs/export-pages";
import { uddfChunks } from "@/lib/dive-logs/export-uddf";

// GET /diver/dive-logs/export: a download of every dive of the diver, streamed.

const types = {
  uddf: "application/xml; charset=utf-8",
  csv: "text/csv; charset=utf-8; header=present",
} as const;

async function* prepend(first: IteratorResult<string>, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

export async function exportDiveLogs(userId: number, format: keyof typeof types, now = new Date()): Promise<Response> {
  const chunks = format === "uddf" ? uddfChunks(userId, now) : csvChunks(userId);
  // The first chunk is read before answering, so a failure to start (database down) is still
  // an error response and not a truncated 200 download.
  const first = await chunks.next();
  const filename = `divecert-dive-logs-${now.toISOString().slice(0, 10)}.${format}`;
  return new Response(textStream(prepend(first, chunks)), {
    status: 200,
    headers: {
      "Content-Type": types[format],
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
