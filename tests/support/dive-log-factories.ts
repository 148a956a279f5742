import { randomUUID } from "node:crypto";
import { dateOnly } from "@/lib/dates";
import { getDb } from "@/lib/db/client";

// Factories of the dive-log tests: request bodies, rows written straight to the database (fast,
// for lists and exports), and a course with skills the diver is enrolled in (training dives).

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

/** A valid create body: EAN32, 12 L at 200 → 50 bar, 44 min at 13.2 m average (SAC ≈ 17.6 L/min). */
export function diveBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: "2026-06-14",
    time: "10:01",
    dive_type: "boat",
    purpose_type: "recreational",
    location: "Secca dell'Isuela",
    country: "IT",
    lat: 44.3067,
    lon: 9.2115,
    max_depth: 18.4,
    average_depth: 13.2,
    depth_unit: "m",
    dive_time: 44,
    gas: "nitrox",
    gas_mix: 32,
    pressure_start: 200,
    pressure_end: 50,
    pressure_unit: "bar",
    water_temperature: 19,
    weather_temperature: 26,
    temperature_unit: "c",
    safety_stop: true,
    has_decompression: false,
    buddy: "Luca Bianchi",
    comments: "Gorgonians and a moray eel.",
    bottom_cylinder_volume: 12,
    ...overrides,
  };
}

export type DiveRowOptions = { date?: string; number?: number; diveType?: string; instructorId?: number | null; signedAt?: Date | null; deletedAt?: Date | null; comments?: string | null };

/** Inserts dive logs directly (no checks), numbered from `start`; returns their ids in order. */
export async function insertDiveLogs(userId: number, count: number, options: DiveRowOptions & { start?: number; dates?: (i: number) => string } = {}): Promise<number[]> {
  const db = await getDb();
  const start = options.start ?? 1;
  const rows = await db.diveLog.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({
      uuid: randomUUID(),
      userId,
      number: options.number ?? start + i,
      date: dateOnly(options.dates ? options.dates(i) : options.date ?? "2026-05-01"),
      time: "09:30",
      diveTime: 40 + (i % 20),
      maxDepth: 12 + (i % 18),
      averageDepth: 9 + (i % 9),
      diveType: options.diveType ?? (i % 2 ? "shore" : "boat"),
      location: `Site ${i % 7}`,
      country: i % 3 ? "IT" : "EG",
      gas: i % 4 ? "air" : "nitrox",
      gasMix: i % 4 ? null : 32,
      pressureStart: 200,
      pressureEnd: 60,
      bottomCylinderVolume: 12,
      waterTemperature: 18 + (i % 10),
      comments: options.comments === undefined ? `Dive ${i}, "quoted", with, commas\nand a second line` : options.comments,
      instructorId: options.instructorId ?? null,
      signedAt: options.signedAt ?? null,
      deletedAt: options.deletedAt ?? null,
    })),
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

export type TrainingCourse = { courseId: number; courseLogId: number; logCode: string; skillIds: number[] };

/** A course with `skills` skills (the first requires a dive) and the diver's course log in it. */
export async function enrolInCourse(
  diverId: number,
  options: { instructorId?: number | null; skills?: number; expired?: boolean } = {},
): Promise<TrainingCourse> {
  const db = await getDb();
  const code = `DL-${next()}`.toUpperCase();
  const course = await db.course.create({
    data: {
      code,
      name: `Training Course ${code}`,
      level: "diver",
      description: "A course for dive-log tests.",
      skills: {
        create: Array.from({ length: options.skills ?? 2 }, (_, i) => ({ position: i + 1, name: `Skill ${i + 1}`, requiresDive: i === 0 })),
      },
    },
    select: { id: true, skills: { orderBy: { position: "asc" }, select: { id: true } } },
  });
  const now = Date.now();
  const log = await db.courseLog.create({
    data: {
      logCode: `CL-${next()}`.toUpperCase().slice(0, 20),
      userId: diverId,
      courseId: course.id,
      instructorId: options.instructorId ?? null,
      startedAt: new Date(now - 30 * 86_400_000),
      expiresAt: new Date(options.expired ? now - 86_400_000 : now + 150 * 86_400_000),
    },
    select: { id: true, logCode: true },
  });
  return { courseId: course.id, courseLogId: log.id, logCode: log.logCode, skillIds: course.skills.map((s) => s.id) };
}

/** A skill progress row ("skill log") of a course log, as the learning engine creates on signing. */
export async function createSkillProgress(courseLogId: number, skillId: number, signed = false): Promise<number> {
  const db = await getDb();
  const row = await db.skillProgress.create({
    data: { courseLogId, skillId, ...(signed ? { instructorSignedAt: new Date(), diverSignedAt: new Date() } : {}) },
    select: { id: true },
  });
  return row.id;
}
