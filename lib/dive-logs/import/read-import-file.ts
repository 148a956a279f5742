import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { looksLikeLogbookCsv, parseLogbookCsv } from "@/lib/dive-logs/import/csv";
import { parseFit } from "@/lib/dive-logs/import/fit";
import { subsurfaceHandler } from "@/lib/dive-logs/import/subsurface";
import { ImportFormatError, LIMITS, type ParseItem } from "@/lib/dive-logs/import/types";
import { uddfHandler } from "@/lib/dive-logs/import/uddf";
import { parseXml } from "@/lib/dive-logs/import/xml-stream";

// The format is recognised by content, never by the file's name: a FIT header (".FIT" at byte
// 8), an XML root of <uddf> or Subsurface's <divelog>/<dives>, or the logbook CSV's header row.
// Compressed files (zip, gzip) are refused rather than inflated: nothing can expand past the
// 20 MiB the upload allows.

export const ACCEPTED_FORMATS =
  "UDDF 3.x, a Subsurface log (.ssrf or .xml), a FIT dive activity (Garmin Descent, Suunto and others) or the logbook's own CSV export";

export const unknownFormat = () => new ImportFormatError(`The file is not a dive log this logbook reads. Accepted formats: ${ACCEPTED_FORMATS}.`);

async function head(path: string, bytes = 4096): Promise<Buffer> {
  const file = await open(path, "r");
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export type ImportFormat = "uddf" | "subsurface" | "fit" | "csv";

/** The dives of the file, each parsed or refused, in file order; an unreadable file throws ImportFormatError. */
export async function* readImportFile(path: string): AsyncGenerator<ParseItem> {
  const start = await head(path);
  if (start.length >= 12 && start.subarray(8, 12).toString("latin1") === ".FIT") {
    yield* parseFit(await readFile(path));
    return;
  }
  if (start[0] === 0x50 && start[1] === 0x4b) throw new ImportFormatError(`Compressed (zip) files are not accepted; unpack it first. Accepted formats: ${ACCEPTED_FORMATS}.`);
  if (start[0] === 0x1f && start[1] === 0x8b) throw new ImportFormatError(`Compressed (gzip) files are not accepted; unpack it first. Accepted formats: ${ACCEPTED_FORMATS}.`);
  const text = start.toString("utf8").replace(/^\uFEFF/, "").trimStart();
  let count = 0;
  const counted = function* (items: Iterable<ParseItem>) {
    for (const item of items) {
      if (++count > LIMITS.maxDives) throw new ImportFormatError(`The file holds more than ${LIMITS.maxDives} dives; split it into smaller files.`);
      yield item;
    }
  };
  if (text.startsWith("<")) {
    const chunks = createReadStream(path, { highWaterMark: 256 * 1024 });
    try {
      for await (const item of parseXml(chunks, (root, emit) =>
        root === "uddf" ? uddfHandler(emit) : root === "divelog" || root === "dives" ? subsurfaceHandler(emit) : null,
      )) {
        yield* counted([item]);
      }
    } finally {
      chunks.destroy();
    }
    return;
  }
  if (looksLikeLogbookCsv(text)) {
    yield* counted(parseLogbookCsv(await readFile(path, "utf8")));
    return;
  }
  throw unknownFormat();
}
