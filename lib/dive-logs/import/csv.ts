import { emptyColumns } from "@/lib/dive-logs/profile-codec";
import { emptyDive, ImportFormatError, type ParseItem } from "@/lib/dive-logs/import/types";

// The logbook's own CSV export (lib/dive-logs/export-csv.ts): RFC 4180, a header row of record
// field names, one dive a row, values in the dive's own units. Recognised by its header (it
// names at least date and dive_time); the export's guard against spreadsheet formulas (a
// leading apostrophe before = + - @) is undone.

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function* csvRecords(text: string): Generator<string[]> {
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      yield row;
      row = [];
      field = "";
    } else field += c;
    i++;
  }
  if (quoted) throw new ImportFormatError("The CSV file ends inside a quoted field.");
  if (field !== "" || row.length) {
    row.push(field);
    yield row;
  }
}

const unguard = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

export function looksLikeLogbookCsv(head: string): boolean {
  const first = head.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const names = first.split(",").map((s) => s.trim().replace(/^"|"$/g, ""));
  return names.includes("date") && names.includes("dive_time");
}

export function parseLogbookCsv(text: string): ParseItem[] {
  const records = csvRecords(text.replace(/^\uFEFF/, ""));
  const header = records.next();
  if (header.done) throw new ImportFormatError("The CSV file is empty.");
  const names = header.value.map((s) => s.trim());
  const items: ParseItem[] = [];
  let index = 0;
  for (const cells of records) {
    if (cells.length === 1 && cells[0] === "") continue;
    const at = index++;
    if (cells.length !== names.length) {
      items.push({ index: at, reason: `The row has ${cells.length} fields; the header names ${names.length}.` });
      continue;
    }
    const record: Record<string, string> = {};
    names.forEach((name, i) => {
      const cell = cells[i] ?? "";
      if (cell !== "") record[name] = unguard(cell);
    });
    if (!record.date) {
      items.push({ index: at, reason: "The row has no date." });
      continue;
    }
    items.push({ index: at, dive: { ...emptyDive(), date: record.date, time: record.time ?? null, samples: emptyColumns(), record } });
  }
  return items;
}
