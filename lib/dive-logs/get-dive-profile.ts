import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { ZDiveProfile } from "@/lib/dive-logs/record-schema";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { diverWhere, instructorWhere, keyWhere } from "@/lib/dive-logs/get-dive-log";
import type { ProfileEvent } from "@/lib/dive-logs/import/types";
import { decodeProfile } from "@/lib/dive-logs/profile-codec";
import type { DiveLogKey } from "@/lib/dive-logs/schema";
import { fromBar, fromCelsius, fromMetres, type DepthUnit, type PressureUnit, type TemperatureUnit } from "@/lib/dive-logs/units";

// A dive's profile in the dive's own units (samples are stored metric: see profile-codec.ts).
// The same scope as the dive itself: the diver's own dive, or one the professional is asked to
// sign; anything else, or a dive without samples, is a 404.

const profileSelect = {
  depthUnit: true, pressureUnit: true, temperatureUnit: true,
  profile: { select: { samples: true, events: true } },
} satisfies Prisma.DiveLogSelect;

export type DiveProfile = z.input<typeof ZDiveProfile>;

const rounder = (places: number) => {
  const f = 10 ** places;
  return (v: number) => Math.round(v * f) / f;
};

export function toDiveProfile(row: Prisma.DiveLogGetPayload<{ select: typeof profileSelect }>): DiveProfile {
  if (!row.profile) throw notFound("Dive profile");
  const units = {
    depth: (row.depthUnit === "ft" ? "ft" : "m") as DepthUnit,
    temperature: (row.temperatureUnit === "f" ? "f" : "c") as TemperatureUnit,
    pressure: (row.pressureUnit === "psi" ? "psi" : "bar") as PressureUnit,
  };
  const c = decodeProfile(row.profile.samples);
  // Resolution of the stored values (mm, 1/100 °C, 1/100 bar) in the unit shown.
  const depth = units.depth === "m" ? rounder(3) : (v: number) => rounder(2)(fromMetres(v, "ft"));
  const temperature = units.temperature === "c" ? rounder(2) : (v: number) => rounder(2)(fromCelsius(v, "f"));
  const pressure = units.pressure === "bar" ? rounder(2) : (v: number) => rounder(1)(fromBar(v, "psi"));
  const samples: DiveProfile["samples"] = new Array(c.t.length);
  for (let i = 0; i < c.t.length; i++) {
    const d = c.depth[i] ?? null;
    const t = c.temperature[i] ?? null;
    const p = c.pressure[i] ?? null;
    const ceiling = c.ceiling[i] ?? null;
    samples[i] = {
      t: c.t[i]!,
      depth: d === null ? null : depth(d),
      temperature: t === null ? null : temperature(t),
      pressure: p === null ? null : pressure(p),
      ndl: c.ndl[i] ?? null,
      ceiling: ceiling === null ? null : depth(ceiling),
    };
  }
  const events = (row.profile.events as ProfileEvent[]).map((e) =>
    (e.type === "decostop" || e.type === "ceiling") && typeof e.value === "number" ? { ...e, value: depth(e.value) } : e,
  );
  return { samples, events, units };
}

export async function getDiveProfile(userId: number, key: DiveLogKey): Promise<DiveProfile> {
  const db = await getDb();
  const row = await db.diveLog.findFirst({ where: { ...keyWhere(key), ...diverWhere(userId) }, select: profileSelect });
  if (!row) throw notFound("Dive log");
  return toDiveProfile(row);
}

export async function getInstructorDiveProfile(instructorId: number, key: DiveLogKey): Promise<DiveProfile> {
  const db = await getDb();
  const row = await db.diveLog.findFirst({ where: { ...keyWhere(key), ...instructorWhere(instructorId) }, select: profileSelect });
  if (!row) throw notFound("Dive log");
  return toDiveProfile(row);
}
