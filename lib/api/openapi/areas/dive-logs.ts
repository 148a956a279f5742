import type { Operation } from "@/lib/api/openapi/types";
import { described, listOf } from "@/lib/api/openapi/response-data";
import { ZCreateDiveLog, ZDiveLogListQuery, ZDiveLogParams, ZExportQuery, ZProfessionalDiveLogQuery, ZUpdateDiveLog } from "@/lib/dive-logs/schema";

// /diver/dive-logs/*, /diver/award-cards and /professional/dive-logs/*.

const diveLog = described(
  "A dive-log record: id, uuid, number, date (Y-m-d), the dive's fields as sent, units, and what the server computes (`mod`, `sac_rate`, `end`, `abt`, `tbt`), with the signature state (`is_signed`, `signed_at`, `verified_by`).",
  "DiveLog",
);
const pages =
  "Paginated: the length-aware shape with `?page`/`?per_page`, or with `?cursor=` the Laravel cursor shape `{ data, path, per_page, next_cursor, next_page_url, prev_cursor, prev_page_url }` (keyset, stable under inserts).";
const diveLogPage = described(`A page of dive-log records. ${pages}`, "DiveLogPage");
const idOrUuid = "`{id}` is the numeric id or the uuid.";
const profile = described(
  "`{ samples: [{ t (seconds from the start), depth, temperature, pressure (tank), ndl (seconds of no-decompression time left), ceiling (decompression ceiling, in the depth unit) }], events: [{ t, type (gaschange: value = O2 %; safetystop; decostop: value = stop depth; ascent: ascent-rate warning; bookmark; and the computer's other alerts), value }], units: { depth: m|ft, temperature: c|f, pressure: bar|psi } }`",
  "DiveProfile",
);

export const diveLogOperations: Operation[] = [
  // ---- Diver dive logs ----
  {
    method: "GET", path: "/api/v1/diver/dive-logs", tag: "Diver dive logs", auth: "verified",
    summary: "List dive logs",
    description: pages,
    query: ZDiveLogListQuery,
    response: { description: "A page of dive logs.", data: diveLogPage },
  },
  {
    method: "POST", path: "/api/v1/diver/dive-logs", tag: "Diver dive logs", auth: "verified",
    summary: "Log a dive",
    description: "`date` and `dive_time` are required. Bounds are checked (422 otherwise): date not in the future nor before 1900, depths within 0–350 m (or ft), average ≤ max depth, pressure_end ≤ pressure_start, gas_mix 5–100, lat/lon ranges; `instructor_id` must be a professional; a `skill_log_id`/`skill_id` must belong to your own course log. Unknown fields are ignored.",
    body: ZCreateDiveLog, rateLimited: true,
    response: { status: 201, description: "The new dive log.", data: diveLog },
  },
  {
    method: "GET", path: "/api/v1/diver/dive-logs/export", tag: "Diver dive logs", auth: "verified",
    summary: "Download every dive (UDDF or CSV)",
    query: ZExportQuery,
    response: {
      envelope: "raw",
      description: "A file download of all the diver's dives.",
      data: described("A file."),
      files: { "application/xml": "UDDF 3.2 document (`?format=uddf`).", "text/csv": "CSV with a header row (`?format=csv`)." },
    },
  },
  {
    method: "POST", path: "/api/v1/diver/dive-logs/import", tag: "Diver dive logs", auth: "verified",
    summary: "Import dives from a dive computer or dive-log program",
    description:
      "`multipart/form-data` with `file`, at most 20 MiB. The format is recognised by its content: UDDF 3.x (any producer), Subsurface's XML log (.ssrf/.xml), FIT dive activities (Garmin Descent, Suunto and others) and the logbook's own CSV export; compressed files and XML with a DOCTYPE are refused. Each dive is checked on its own, with the rules of a dive logged by hand: a refused dive is listed in `rejected` (`index` = its 0-based place in the file) and the others are imported. A dive already in the logbook (same start minute and max depth to 0.1 m, or the same computer serial and dive id) counts in `duplicates` and is not imported again. Imported dives are numbered in date order after your highest number. Values the file states win; the rest are derived from the samples (max/average depth, dive time = first to last sample deeper than 1 m, minimum water temperature, start/end pressure, gas). A dive kept with several computers (Subsurface) is one dive with the first computer's figures. Figures are stored in the units of your profile's preferred system (the logbook's own files keep theirs).",
    multipart: { files: { file: "The dive-log file: UDDF, Subsurface XML, FIT or the logbook's CSV; at most 20 MiB." } },
    rateLimited: true,
    errors: { 413: "The body or the file is over 20 MiB.", 415: "The body is not multipart/form-data.", 422: "`errors.file`: missing or empty, not one of the accepted formats (the message names them), malformed XML, a damaged FIT file, or more than 10,000 dives." },
    response: {
      description: "What the import did.",
      data: described("`{ imported (integer), duplicates (integer), rejected: [{ index (0-based place in the file), reason }], dives: [dive-log record] }`", "DiveLogImport"),
    },
  },
  {
    method: "GET", path: "/api/v1/diver/dive-logs/{id}/profile", tag: "Diver dive logs", auth: "verified",
    summary: "Read a dive's depth profile",
    description: `${idOrUuid} The dive computer's samples in the dive's units (depth_unit, temperature_unit, pressure_unit); null where the computer did not record a value.`,
    params: ZDiveLogParams,
    errors: { 404: "Unknown dive log, another diver's, or a dive without a profile." },
    response: { description: "The profile.", data: profile },
  },
  {
    method: "GET", path: "/api/v1/diver/dive-logs/{id}", tag: "Diver dive logs", auth: "verified",
    summary: "Read a dive log",
    description: idOrUuid,
    params: ZDiveLogParams,
    response: { description: "The dive log.", data: diveLog },
  },
  {
    method: "PATCH", path: "/api/v1/diver/dive-logs/{id}", tag: "Diver dive logs", auth: "verified",
    summary: "Update a dive log",
    description: `${idOrUuid} Any field of the dive log; the same bounds as when logging.`,
    params: ZDiveLogParams, body: ZUpdateDiveLog, rateLimited: true,
    errors: { 409: "The dive log is signed, and so locked." },
    response: { description: "The updated dive log.", data: diveLog },
  },

  // ---- Diver other ----
  {
    method: "GET", path: "/api/v1/diver/award-cards", tag: "Diver other", auth: "verified",
    summary: "List award cards",
    description: "Dive milestones (and, for professionals, certifications issued) with progress toward each.",
    response: {
      description: "The award cards.",
      data: listOf("`{ code, name, kind, threshold, count, earned, earned_at (Y-m-d) | null, progress (0–100) }`", "AwardCard"),
    },
  },

  // ---- Professional ----
  {
    method: "GET", path: "/api/v1/professional/dive-logs", tag: "Professional", auth: "professional",
    summary: "List dive logs that name you as instructor",
    description: `\`?signed=false\` for the pending ones. ${pages}`,
    query: ZProfessionalDiveLogQuery,
    response: { description: "A page of dive logs with their `diver`.", data: described("A page of dive-log records, each with `diver: {id, member_id, full_name}`.", "InstructorDiveLogPage") },
  },
  {
    method: "GET", path: "/api/v1/professional/dive-logs/{id}", tag: "Professional", auth: "professional",
    summary: "Read a dive log that names you",
    description: idOrUuid,
    params: ZDiveLogParams,
    errors: { 404: "Unknown dive log, or one that does not name you." },
    response: { description: "The dive log with its `diver`.", data: described("A dive-log record with `diver: {id, member_id, full_name}`.", "InstructorDiveLog") },
  },
  {
    method: "GET", path: "/api/v1/professional/dive-logs/{id}/profile", tag: "Professional", auth: "professional",
    summary: "Read the depth profile of a dive that names you",
    description: `${idOrUuid} As the diver's profile route, for the dives you are asked to sign.`,
    params: ZDiveLogParams,
    errors: { 404: "Unknown dive log, one that does not name you, or a dive without a profile." },
    response: { description: "The profile.", data: profile },
  },
  {
    method: "POST", path: "/api/v1/professional/dive-logs/{id}/sign", tag: "Professional", auth: "professional",
    summary: "Sign a dive log",
    description: `${idOrUuid} Sets is_signed, signed_at and verified_by and stores a content hash; the dive log is locked afterwards.`,
    params: ZDiveLogParams, rateLimited: true,
    errors: { 404: "Unknown dive log, or one that does not name you.", 409: "Already signed." },
    response: { description: "The signed dive log.", data: described("A dive-log record with `diver: {id, member_id, full_name}`.", "InstructorDiveLog") },
  },
];
