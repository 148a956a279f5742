import { createHash, timingSafeEqual } from "node:crypto";
import type { DiveLog } from "@/generated/prisma/client";
import { isoMillis, ymd } from "@/lib/dates";

// The instructor's signature: SHA-256 over a canonical JSON of everything the instructor saw
// and vouched for (the dive's content, who logged it, who signed and when). Recomputing it on
// every read shows whether the stored dive still is the one that was signed.

const SIGNATURE_VERSION = 1;

/** Keys sorted at every level, no whitespace: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** A stored dive's columns, less the hash itself, bookkeeping times and the sync counter (the serializers' row is one). */
type Signed = Omit<DiveLog, "signedHash" | "createdAt" | "updatedAt" | "deletedAt" | "changeSeq">;

/** The signed content: every stored field of the dive except the hash itself and bookkeeping times. */
export function signedContent(row: Signed) {
  return {
    v: SIGNATURE_VERSION,
    id: row.id, uuid: row.uuid, user_id: row.userId, number: row.number, date: ymd(row.date), time: row.time,
    dive_config: row.diveConfig, dive_type: row.diveType, purpose_type: row.purposeType, location: row.location,
    country: row.country, lat: row.lat, lon: row.lon, max_depth: row.maxDepth, average_depth: row.averageDepth,
    depth_unit: row.depthUnit, dive_time: row.diveTime, rnt: row.rnt, gas: row.gas, gas_mix: row.gasMix,
    pressure_start: row.pressureStart, pressure_end: row.pressureEnd, pressure_unit: row.pressureUnit,
    water_temperature: row.waterTemperature, weather_temperature: row.weatherTemperature, temperature_unit: row.temperatureUnit,
    safety_stop: row.safetyStop, has_decompression: row.hasDecompression, decompression_note: row.decompressionNote,
    buddy: row.buddy, comments: row.comments, log_code: row.logCode, weather: row.weather, water: row.water,
    current: row.current, visibility: row.visibility, weights: row.weights, weights_unit: row.weightsUnit,
    wetsuit: row.wetsuit, group_in: row.groupIn, group_out: row.groupOut, cylinder_count: row.cylinderCount,
    bottom_cylinder_volume: row.bottomCylinderVolume, cylinder_working_pressure: row.cylinderWorkingPressure,
    dive_condition_notes: row.diveConditionNotes,
    course_log_id: row.courseLogId, skill_log_id: row.skillLogId, skill_id: row.skillId, instructor_id: row.instructorId,
    signed_at: isoMillis(row.signedAt), verified_by: row.verifiedBy,
    // Added later: present only when set, so the hash of every dive signed before is unchanged.
    ...(row.gasHelium !== null ? { gas_helium: row.gasHelium } : {}),
  };
}

export const signatureHash = (row: Signed) => createHash("sha256").update(canonicalJson(signedContent(row)), "utf8").digest("hex");

/** true: unchanged since signing; false: changed (or the hash is missing); null: not signed. */
export function signatureValid(row: Signed & { signedHash: string | null }): boolean | null {
  if (!row.signedAt) return null;
  if (!row.signedHash || !/^[0-9a-f]{64}$/.test(row.signedHash)) return false;
  return timingSafeEqual(Buffer.from(signatureHash(row), "hex"), Buffer.from(row.signedHash, "hex"));
}
