import { diveLogPages } from "@/lib/dive-logs/export-pages";
import { toDiveLogRecord, type DiveLogRecord } from "@/lib/dive-logs/serializers";

// CSV (RFC 4180): a header row of the record's field names, one row per dive, CRLF line ends,
// fields quoted when they hold a quote, comma or line break (quotes doubled).

export const CSV_COLUMNS = [
  "id", "uuid", "number", "date", "time", "end", "dive_type", "purpose_type", "location", "country", "dive_config",
  "gas", "lat", "lon", "gas_mix", "gas_helium", "max_depth", "average_depth", "dive_time", "depth_unit", "pressure_unit",
  "temperature_unit", "abt", "rnt", "tbt", "tts", "pressure_start", "pressure_end", "water_temperature",
  "weather_temperature", "weather", "water", "current", "visibility", "weights", "weights_unit", "buddy",
  "verified_by", "wetsuit", "sac_rate", "mod", "safety_stop", "has_decompression", "decompression_note", "comments",
  "log_code", "group_in", "group_out", "course_id", "skill_log_id", "skill_id", "instructor_id", "is_signed",
  "signed_at", "signature_valid", "cylinder_count", "bottom_cylinder_volume", "dive_condition_notes", "created_at", "updated_at",
] as const satisfies readonly (keyof DiveLogRecord)[];

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  // A spreadsheet would run text starting with = + - @ as a formula (CSV injection): such text
  // is kept as text by a leading apostrophe, as OWASP recommends.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

export async function* csvChunks(userId: number): AsyncGenerator<string> {
  // The header goes out with the first page, so the first chunk has been to the database.
  let header = csvRow(CSV_COLUMNS);
  for await (const rows of diveLogPages(userId)) {
    const body = rows.map((row) => {
      const record = toDiveLogRecord(row);
      return csvRow(CSV_COLUMNS.map((c) => record[c]));
    });
    yield header + body.join("");
    header = "";
  }
  if (header) yield header;
}
