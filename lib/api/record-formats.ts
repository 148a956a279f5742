import { z } from "zod";

// The date forms of the contract (section 1) as patterns, for the records' schemas: a generated
// client and the contract tests see exactly what the serializers in lib/dates.ts write.

/** Date-only fields: `Y-m-d`. */
export const zYmd = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("Y-m-d");

/** `created_at`/`updated_at`: ISO 8601 with six fractional digits and a UTC offset. */
export const zIsoMicro = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/)
    .describe("ISO 8601 with microseconds and offset, e.g. 2026-11-22T13:20:05.123000+00:00");

/** Dive-log `end`/`signed_at` and other instants: ISO 8601 with milliseconds in UTC. */
export const zIsoMillis = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    .describe("ISO 8601 with milliseconds, UTC, e.g. 2026-11-22T10:45:00.000Z");

/** An absolute URL the service built from APP_URL. */
export const zUrl = () => z.string().describe("Absolute URL");
