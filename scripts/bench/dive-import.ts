// npm run bench (part), or npm run bench:dive-import: importing a 2,000-dive UDDF file and a
// 2,000-dive Subsurface file into PostgreSQL through the import service (the code behind POST
// /api/v1/diver/dive-logs/import, without the HTTP hop), and reading one 3-hour 1-second profile
// (the service plus JSON.stringify of the answer, as the route does). Baselines in the same run:
// parsing each file alone (no database), and reading the dive's record (GET /diver/dive-logs/{id}'s
// service) for the profile read. Memory: peak RSS of this process above its idle RSS, sampled every
// 10 ms. Settings: BENCH_DATABASE_URL, BENCH_DIVES (default 2000), BENCH_READS (default 300).
// Writes bench-results/dive-import.json. See docs/benchmarks.md. BENCH_SMOKE=1 (common.ts): 5 dives
// per file, a 5-minute profile read 10 times.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, lockBench, withClient } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, runMain, setting, sized, writeResult } from "./common";
import { profileOf, seriesPlan, subsurfaceParts, uddfParts } from "@/tests/support/dive-files";

const DB_NAME = "divecert_bench_import";
const DIVES = setting("BENCH_DIVES", 2000, 5);
const READS = setting("BENCH_READS", 300, 10);
const WARM_READS = sized(20, 2);
/** The profile read: a 3-hour dive at 1 s (160 minutes at the bottom); 5 minutes in smoke mode. */
const BOTTOM_MINUTES = sized(160, 5);
const URL_ = databaseUrl(ADMIN_URL, DB_NAME);
applyServerEnv(URL_, "http://127.0.0.1:3999");

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function writeParts(file: string, parts: Iterable<string>) {
  const out = createWriteStream(file);
  for (const part of parts) if (!out.write(part)) await once(out, "drain");
  out.end();
  await once(out, "finish");
}

/**
 * Runs fn while sampling memory every 10 ms; answers its result, the wall time, the peak RSS above
 * the process's idle RSS (RSS seldom shrinks, so a later phase inherits an earlier one's peak) and
 * the peak JS heap + external memory above what it was when fn started (the phase's own need).
 */
async function sampled<T>(idle: number, fn: () => Promise<T>): Promise<{ value: T; seconds: number; peakAboveIdleMb: number; heapPeakMb: number }> {
  global.gc?.();
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external + m.arrayBuffers;
  };
  const heap0 = used();
  let peak = process.memoryUsage.rss();
  let heapPeak = heap0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    heapPeak = Math.max(heapPeak, used());
  }, 10);
  const t0 = performance.now();
  try {
    const value = await fn();
    peak = Math.max(peak, process.memoryUsage.rss());
    heapPeak = Math.max(heapPeak, used());
    return { value, seconds: Number(((performance.now() - t0) / 1000).toFixed(2)), peakAboveIdleMb: mb(peak - idle), heapPeakMb: mb(heapPeak - heap0) };
  } finally {
    clearInterval(timer);
  }
}

async function newDiver(email: string): Promise<number> {
  return withClient(URL_, async (c) => {
    const r = await c.query<{ id: number }>(
      `INSERT INTO users (member_id, email, password_hash, first_name, last_name, country, timezone, email_verified_at, tokens_valid_after, created_at, updated_at)
       VALUES ($1, $2, 'x', 'Bench', 'Diver', 'IT', 'Europe/Rome', now(), now() - interval '1 day', now(), now()) RETURNING id`,
      [`DC-IMP-${email}`, `${email}@example.com`],
    );
    return r.rows[0]!.id;
  });
}

async function main() {
  const release = await lockBench(ADMIN_URL, DB_NAME, "dive-import benchmark");
  const dir = await mkdtemp(path.join(os.tmpdir(), "dive-import-bench-"));
  const cleanup = onCleanup(async () => {
    await release();
    await rm(dir, { recursive: true, force: true });
    await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
  });
  await runMain(async () => {
    log(`dive-import: ${DIVES} dives per file; load average ${os.loadavg().map((v) => v.toFixed(2)).join(" ")}`);
    await createMigratedDatabase(ADMIN_URL, DB_NAME);
    // Sample intervals that keep each 2,000-dive file under the 20 MiB upload limit (UDDF's
    // waypoints take about twice the bytes of Subsurface's samples).
    const uddf = path.join(dir, "dives.uddf");
    const ssrf = path.join(dir, "dives.ssrf");
    await writeParts(uddf, uddfParts({ plans: Array.from({ length: DIVES }, (_, i) => seriesPlan(i, 45)) }));
    await writeParts(ssrf, subsurfaceParts({ plans: Array.from({ length: DIVES }, (_, i) => seriesPlan(i, 20)) }));
    const sizes = { uddfMb: mb((await stat(uddf)).size), subsurfaceMb: mb((await stat(ssrf)).size) };
    log(`files: UDDF ${sizes.uddfMb} MB, Subsurface ${sizes.subsurfaceMb} MB`);

    const { importDiveLogs } = await import("@/lib/dive-logs/import-dive-logs");
    const { readImportFile } = await import("@/lib/dive-logs/import/read-import-file");
    const { getDiveProfile } = await import("@/lib/dive-logs/get-dive-profile");
    const { getDiveLog } = await import("@/lib/dive-logs/get-dive-log");
    const { encodeProfile } = await import("@/lib/dive-logs/profile-codec");
    const { getDb, closeDb } = await import("@/lib/db/client");
    const db = await getDb();
    await db.$queryRaw`SELECT 1`;
    global.gc?.();
    const idle = process.memoryUsage.rss();

    const results: Record<string, unknown> = {};
    for (const [name, file] of [["uddf", uddf], ["subsurface", ssrf]] as const) {
      const parse = await sampled(idle, async () => {
        let n = 0;
        for await (const item of readImportFile(file)) if (!("reason" in item)) n++;
        return n;
      });
      global.gc?.();
      const userId = await newDiver(`${name}-${Date.now()}`);
      const run = await sampled(idle, () => importDiveLogs(userId, { path: file, size: 1 }));
      const again = await sampled(idle, () => importDiveLogs(userId, { path: file, size: 1 }));
      if (run.value.imported !== DIVES) throw new Error(`${name}: imported ${run.value.imported} of ${DIVES} (${JSON.stringify(run.value.rejected.slice(0, 3))})`);
      if (again.value.duplicates !== DIVES) throw new Error(`${name}: the second import found ${again.value.duplicates} duplicates`);
      results[name] = {
        parseOnly: { seconds: parse.seconds, peakAboveIdleMb: parse.peakAboveIdleMb, heapPeakMb: parse.heapPeakMb, dives: parse.value },
        import: { seconds: run.seconds, peakAboveIdleMb: run.peakAboveIdleMb, heapPeakMb: run.heapPeakMb, imported: run.value.imported },
        reimportAllDuplicates: { seconds: again.seconds, peakAboveIdleMb: again.peakAboveIdleMb, heapPeakMb: again.heapPeakMb },
      };
      log(`${name}: parse only ${parse.seconds} s (heap +${parse.heapPeakMb} MB); import ${run.seconds} s (RSS +${run.peakAboveIdleMb} MB over idle, heap +${run.heapPeakMb} MB); again (all duplicates) ${again.seconds} s`);
      global.gc?.();
    }

    // One 3-hour dive at 1 s, stored as the import stores it.
    const userId = await newDiver(`profile-${Date.now()}`);
    const samples = profileOf({ start: "2024-06-01T09:00:00", maxDepth: 45, bottomMinutes: BOTTOM_MINUTES, interval: 1, surfaceTail: 30 });
    // With a computer's jitter (±5 cm, ±0.1 °C), which compresses far less than a smooth curve.
    const jitter = (i: number, span: number) => (((i * 7919) % 11) - 5) * span;
    const packed = encodeProfile({
      t: samples.map((s) => s.t), depth: samples.map((s, i) => Math.max(0, Math.round((s.depth + jitter(i, 0.01)) * 100) / 100)),
      temperature: samples.map((s, i) => Math.round((s.temperature + jitter(i + 3, 0.02)) * 10) / 10),
      pressure: samples.map((s) => s.pressure), ndl: samples.map((s) => s.ndl), ceiling: samples.map(() => null),
    });
    const dive = await db.diveLog.create({
      data: { uuid: crypto.randomUUID(), userId, number: 1, date: new Date("2024-06-01"), diveTime: 180, maxDepth: 45, hasProfile: true },
      select: { id: true },
    });
    await db.diveLogProfile.create({ data: { diveLogId: dive.id, sampleCount: packed.sampleCount, samples: packed.samples } });
    const time = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < WARM_READS; i++) JSON.stringify(await fn());
      const ms: number[] = [];
      for (let i = 0; i < READS; i++) {
        const t0 = performance.now();
        JSON.stringify(await fn());
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      return { p50: Number(pct(ms, 50).toFixed(2)), p99: Number(pct(ms, 99).toFixed(2)), max: Number(ms[ms.length - 1]!.toFixed(2)) };
    };
    const profileRead = await time(() => getDiveProfile(userId, { id: dive.id }));
    const recordRead = await time(() => getDiveLog(userId, { id: dive.id }));
    results.profile = { samples: packed.sampleCount, storedBytes: packed.samples.byteLength, jsonBytes: JSON.stringify(await getDiveProfile(userId, { id: dive.id })).length, profileReadMs: profileRead, baselineRecordReadMs: recordRead };
    log(`profile: ${packed.sampleCount} samples in ${packed.samples.byteLength} bytes; read p50 ${profileRead.p50} ms, p99 ${profileRead.p99} ms (record read p99 ${recordRead.p99} ms)`);
    // Close the pool before the cleanup drops the database (else its connections are killed mid-use).
    await closeDb();

    const out = { when: new Date().toISOString(), commit: gitHead(), dives: DIVES, files: sizes, loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))), cpus: os.cpus().length, results };
    writeResult("dive-import", out);
    log(`load average ${out.loadAverage.join(" ")}`);
  }, cleanup);
}

void main();
