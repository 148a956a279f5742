import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { invalidField } from "@/lib/api/errors";
import { dateOnly, ymd } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { ACCEPTED_FORMATS, readImportFile } from "@/lib/dive-logs/import/read-import-file";
import { toImportableDive, type ImportableDive } from "@/lib/dive-logs/import/to-dive-input";
import { unitsOfSystem } from "@/lib/dive-logs/units";
import { ImportFormatError, isRejected, type ProfileEvent, type RejectedDive } from "@/lib/dive-logs/import/types";
import { encodeProfile, PROFILE_FORMAT } from "@/lib/dive-logs/profile-codec";
import { diveLogSelect, toDiveLogRecord, type DiveLogRecord } from "@/lib/dive-logs/serializers";
import { toMetres } from "@/lib/dive-logs/units";
import { columnData } from "@/lib/dive-logs/values";
import { lockUser } from "@/lib/learning/create-course-log";

// POST /diver/dive-logs/import. The file is parsed as it streams; each dive is checked on its
// own (schema and rules of a dive typed by hand) and refused dives are listed, not fatal. The
// accepted dives are written in one transaction under the diver's lock: duplicates are decided
// against the diver's dives and the file's earlier dives (same start minute and max depth to
// 0.1 m, or the same computer serial and dive id), numbers follow the diver's highest in date
// order, and if anything fails nothing is written.

export type ImportResult = { imported: number; duplicates: number; rejected: RejectedDive[]; dives: DiveLogRecord[] };

type Ready = Omit<ImportableDive, "profile"> & {
  index: number;
  uuid: string;
  packed: { samples: Uint8Array<ArrayBuffer>; sampleCount: number; events: ProfileEvent[] } | null;
};

const WRITE_CHUNK = 250;
const { courseLog: _courseLog, ...diveLogColumns } = diveLogSelect;

const depthKey = (startMinute: string, dm: number | null) => `${startMinute}|${dm ?? ""}`;
const computerKey = (serial: string | null, diveId: string | null) => (serial && diveId ? `${serial}|${diveId}` : null);

async function parseFile(path: string, userId: number): Promise<{ ready: Ready[]; rejected: RejectedDive[] }> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { preferredSystem: true } });
  const units = unitsOfSystem(user.preferredSystem === "imperial" ? "imperial" : "metric");
  const ready: Ready[] = [];
  const rejected: RejectedDive[] = [];
  try {
    for await (const item of readImportFile(path)) {
      if (isRejected(item)) {
        rejected.push(item);
        continue;
      }
      const dive = toImportableDive(item.dive, units);
      if ("reason" in dive) {
        rejected.push({ index: item.index, reason: dive.reason });
        continue;
      }
      // Packed now, so the samples of a large file are not all held at once.
      const { profile, ...rest } = dive;
      const packed = profile ? { ...encodeProfile(profile.samples), events: profile.events } : null;
      ready.push({ ...rest, index: item.index, uuid: randomUUID(), packed });
    }
  } catch (e) {
    if (!(e instanceof ImportFormatError)) throw e;
    const message = e.message.includes("Accepted formats") ? e.message : `${e.message} Accepted formats: ${ACCEPTED_FORMATS}.`;
    throw invalidField("file", message);
  }
  return { ready, rejected };
}

export async function importDiveLogs(userId: number, file: { path: string; size: number } | undefined): Promise<ImportResult> {
  if (!file || file.size === 0) throw invalidField("file", `Choose a file to import. Accepted formats: ${ACCEPTED_FORMATS}.`);
  const { ready, rejected } = await parseFile(file.path, userId);
  rejected.sort((a, b) => a.index - b.index);
  const db = await getDb();
  const result = await db.$transaction(
    async (tx) => {
      await lockUser(tx, userId);
      const existing = await tx.diveLog.findMany({
        where: { userId, deletedAt: null },
        select: { date: true, time: true, maxDepth: true, depthUnit: true, computerSerial: true, computerDiveId: true },
      });
      const seen = new Set<string>();
      for (const d of existing) {
        const m = d.maxDepth === null ? null : Math.round(toMetres(d.maxDepth, d.depthUnit === "ft" ? "ft" : "m") * 10);
        seen.add(depthKey(`${ymd(d.date)}T${d.time ?? ""}`, m));
        const c = computerKey(d.computerSerial, d.computerDiveId);
        if (c) seen.add(c);
      }
      let duplicates = 0;
      const fresh: Ready[] = [];
      for (const dive of ready) {
        const keys = [depthKey(dive.startMinute, dive.maxDepthDm), computerKey(dive.computer?.serial ?? null, dive.computer?.diveId ?? null)];
        if (keys.some((k) => k !== null && seen.has(k))) {
          duplicates++;
          continue;
        }
        for (const k of keys) if (k) seen.add(k);
        fresh.push(dive);
      }
      fresh.sort((a, b) => (a.startMinute < b.startMinute ? -1 : a.startMinute > b.startMinute ? 1 : a.index - b.index));
      const top = await tx.diveLog.aggregate({ where: { userId, deletedAt: null }, _max: { number: true } });
      let number = top._max.number ?? 0;
      const rows: Prisma.DiveLogGetPayload<{ select: typeof diveLogColumns }>[] = [];
      for (let i = 0; i < fresh.length; i += WRITE_CHUNK) {
        const chunk = fresh.slice(i, i + WRITE_CHUNK);
        const created = await tx.diveLog.createManyAndReturn({
          data: chunk.map((d) => ({
            ...(columnData(d.input) as Prisma.DiveLogCreateManyInput),
            uuid: d.uuid,
            userId,
            number: ++number,
            date: dateOnly(d.input.date),
            diveTime: d.input.dive_time,
            computerModel: d.computer?.model ?? null,
            computerSerial: d.computer?.serial ?? null,
            computerDiveId: d.computer?.diveId ?? null,
            hasProfile: d.packed !== null,
          })),
          select: diveLogColumns,
        });
        // Matched by uuid: RETURNING promises no order.
        const byUuid = new Map(created.map((row) => [row.uuid, row]));
        const ordered = chunk.map((d) => byUuid.get(d.uuid)!);
        const profiles = chunk.flatMap((d, j) =>
          d.packed
            ? [{ diveLogId: ordered[j]!.id, format: PROFILE_FORMAT, sampleCount: d.packed.sampleCount, samples: d.packed.samples, events: d.packed.events }]
            : [],
        );
        if (profiles.length) await tx.diveLogProfile.createMany({ data: profiles });
        rows.push(...ordered);
      }
      return { duplicates, rows };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  return {
    imported: result.rows.length,
    duplicates: result.duplicates,
    rejected,
    dives: result.rows.map((row) => toDiveLogRecord({ ...row, courseLog: null })),
  };
}
