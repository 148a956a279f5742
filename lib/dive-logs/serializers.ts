import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { isoMicro, isoMillis, ymd } from "@/lib/dates";
import { actualBottomTime, diveEnd, maximumOperatingDepth, oxygenPercent, sacRate, totalBottomTime } from "@/lib/dive-logs/figures";
import { signatureValid } from "@/lib/dive-logs/signature";
import type { DepthUnit, PressureUnit } from "@/lib/dive-logs/units";
import { personSelect, toPerson } from "@/lib/learning/serializers";
import type { ZDiveLogRecord, ZInstructorDiveLogRecord } from "@/lib/dive-logs/record-schema";

// The dive-log record of the specification (every field of its response table, in its order),
// plus: time (the start time the diver gave), signature_valid, created_at and updated_at, and
// for instructors the diver. Figures are computed on read, so they always match the dive.

export const diveLogSelect = {
  id: true, uuid: true, userId: true, number: true, date: true, time: true, diveConfig: true, diveType: true,
  purposeType: true, location: true, country: true, lat: true, lon: true, maxDepth: true, averageDepth: true,
  depthUnit: true, diveTime: true, rnt: true, gas: true, gasMix: true, gasHelium: true, pressureStart: true, pressureEnd: true,
  pressureUnit: true, waterTemperature: true, weatherTemperature: true, temperatureUnit: true, safetyStop: true,
  hasDecompression: true, decompressionNote: true, buddy: true, comments: true, logCode: true, weather: true,
  water: true, current: true, visibility: true, weights: true, weightsUnit: true, wetsuit: true, groupIn: true,
  groupOut: true, cylinderCount: true, bottomCylinderVolume: true, cylinderWorkingPressure: true, diveConditionNotes: true, courseLogId: true,
  skillLogId: true, skillId: true, instructorId: true, signedAt: true, verifiedBy: true, signedHash: true,
  createdAt: true, updatedAt: true, hasProfile: true, computerModel: true, computerSerial: true, computerDiveId: true,
  courseLog: { select: { courseId: true } },
} satisfies Prisma.DiveLogSelect;

export type DiveLogRow = Prisma.DiveLogGetPayload<{ select: typeof diveLogSelect }>;

export const instructorDiveLogSelect = { ...diveLogSelect, user: { select: personSelect } } satisfies Prisma.DiveLogSelect;
export type InstructorDiveLogRow = Prisma.DiveLogGetPayload<{ select: typeof instructorDiveLogSelect }>;

export const depthUnitOf = (row: Pick<DiveLogRow, "depthUnit">): DepthUnit => (row.depthUnit === "ft" ? "ft" : "m");
export const pressureUnitOf = (row: Pick<DiveLogRow, "pressureUnit">): PressureUnit => (row.pressureUnit === "psi" ? "psi" : "bar");

/** The computed figures of a stored dive. */
export function figuresOf(row: DiveLogRow) {
  const depthUnit = depthUnitOf(row);
  const abt = actualBottomTime(row.diveTime);
  return {
    abt,
    tbt: totalBottomTime(abt, row.rnt),
    mod: maximumOperatingDepth(oxygenPercent(row.gas, row.gasMix), depthUnit),
    // psi dives need the cylinder's working pressure, which is not stored yet: null (see figures.ts).
    sac_rate: sacRate({
      pressureStart: row.pressureStart, pressureEnd: row.pressureEnd, pressureUnit: pressureUnitOf(row),
      cylinderVolume: row.bottomCylinderVolume, cylinderCount: row.cylinderCount, diveTime: row.diveTime,
      averageDepth: row.averageDepth, depthUnit, workingPressure: row.cylinderWorkingPressure,
    }),
    end: diveEnd(row.date, row.time, row.diveTime),
  };
}

export function toDiveLogRecord(row: DiveLogRow): DiveLogRecord {
  const f = figuresOf(row);
  return {
    id: row.id,
    uuid: row.uuid,
    number: row.number,
    date: ymd(row.date),
    dive_type: row.diveType,
    purpose_type: row.purposeType,
    location: row.location,
    country: row.country,
    dive_config: row.diveConfig,
    gas: row.gas,
    lat: row.lat,
    lon: row.lon,
    gas_mix: row.gasMix,
    max_depth: row.maxDepth,
    average_depth: row.averageDepth,
    dive_time: row.diveTime,
    depth_unit: depthUnitOf(row),
    pressure_unit: pressureUnitOf(row),
    temperature_unit: row.temperatureUnit === "f" ? "f" : "c",
    abt: f.abt,
    rnt: row.rnt,
    tbt: f.tbt,
    // Time to surface comes from a dive computer's decompression model; no such data is stored.
    tts: null,
    pressure_start: row.pressureStart,
    pressure_end: row.pressureEnd,
    water_temperature: row.waterTemperature,
    weather_temperature: row.weatherTemperature,
    weather: row.weather,
    water: row.water,
    current: row.current,
    visibility: row.visibility,
    weights: row.weights,
    weights_unit: row.weightsUnit,
    buddy: row.buddy,
    verified_by: row.verifiedBy,
    wetsuit: row.wetsuit,
    sac_rate: f.sac_rate,
    mod: f.mod,
    safety_stop: row.safetyStop,
    has_decompression: row.hasDecompression,
    decompression_note: row.decompressionNote,
    comments: row.comments,
    log_code: row.logCode,
    end: isoMillis(f.end),
    group_in: row.groupIn,
    group_out: row.groupOut,
    course_id: row.courseLog?.courseId ?? null,
    skill_log_id: row.skillLogId,
    skill_id: row.skillId,
    instructor_id: row.instructorId,
    is_signed: row.signedAt !== null,
    signed_at: isoMillis(row.signedAt),
    cylinder_count: row.cylinderCount,
    bottom_cylinder_volume: row.bottomCylinderVolume,
    dive_condition_notes: row.diveConditionNotes,
    // Fields beyond the specification's table come after it.
    cylinder_working_pressure: row.cylinderWorkingPressure,
    gas_helium: row.gasHelium,
    time: row.time,
    signature_valid: signatureValid(row),
    has_profile: row.hasProfile,
    computer: row.computerModel !== null || row.computerSerial !== null ? { model: row.computerModel, serial: row.computerSerial } : null,
    created_at: isoMicro(row.createdAt),
    updated_at: isoMicro(row.updatedAt),
  };
}

export type DiveLogRecord = z.input<typeof ZDiveLogRecord>;
export type InstructorDiveLogRecord = z.input<typeof ZInstructorDiveLogRecord>;

/** What an instructor sees: the record plus who logged the dive. */
export const toInstructorDiveLogRecord = (row: InstructorDiveLogRow): InstructorDiveLogRecord => ({ ...toDiveLogRecord(row), diver: toPerson(row.user) });
