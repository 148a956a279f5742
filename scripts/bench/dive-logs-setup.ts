// Database, build and server setup of scripts/bench/dive-logs.ts, on its own port, database and
// copy of the build, so both benchmarks can run side by side (the plumbing both use is in
// common.ts, bench-db.ts and app-server.ts).
import path from "node:path";
import { assertPortFree, prepareBuildCopy, startNext, type Server } from "./app-server";
import { databaseUrl, lockBench, withClient } from "./bench-db";
import { ADMIN_URL, applyServerEnv, ROOT, sized } from "./common";

export const DB_NAME = "divecert_bench_dives";
export const PORT = 3910;
/** The diver's dives (60 in smoke mode) and the neighbour's. */
export const DIVES = sized(20_000, 60);
const NEIGHBOUR_DIVES = sized(2_000, 20);
export const BENCH_URL = databaseUrl(ADMIN_URL, DB_NAME);
/** The app's copy of the build: others rebuild .next in this tree at any time. */
const APP_COPY = path.join(ROOT, "bench-results", "dive-logs-app");

// Before any lib module reads env(): the token is signed with the server's AUTH_SECRET.
export const SERVER_ENV = applyServerEnv(BENCH_URL, `http://127.0.0.1:${PORT}`);

// ---------------------------------------------------------------------------------------------
// Database

/** One run at a time (npm run bench also starts this script): see lockBench. */
export const lockRun = () => lockBench(ADMIN_URL, DB_NAME, "dive-logs benchmark");

/**
 * One verified diver with DIVES dives over 15 years (random days, so some days have several dives
 * and others none: the (date, id) ties the keyset must break), numbered 1..DIVES in date order, a
 * second diver's 2,000 dives (NEIGHBOUR_DIVES) around them in the index. One INSERT ... SELECT each, then ANALYZE.
 */
export async function seed(): Promise<number> {
  return withClient(BENCH_URL, async (c) => {
    const users = await c.query<{ id: number }>(
      `INSERT INTO users (member_id, email, password_hash, first_name, last_name, country, timezone,
                          email_verified_at, tokens_valid_after, created_at, updated_at)
       SELECT 'DC-DIVES-' || g, 'diver' || g || '@example.com', 'x', 'Diver', 'Number ' || g, 'IT',
              'Europe/Rome', now() - interval '400 days', now() - interval '1 day', now(), now()
         FROM generate_series(1, 2) g ORDER BY g
       RETURNING id`,
    );
    const [diver, neighbour] = users.rows.map((r) => r.id) as [number, number];
    await c.query("SELECT setseed(0.42)");
    for (const [userId, count] of [[diver, DIVES], [neighbour, NEIGHBOUR_DIVES]] as const) {
      await c.query(
        `INSERT INTO dive_logs (uuid, user_id, number, date, time, dive_config, dive_type, purpose_type, location,
                                country, lat, lon, max_depth, average_depth, dive_time, gas, gas_mix,
                                pressure_start, pressure_end, water_temperature, cylinder_count,
                                bottom_cylinder_volume, buddy, comments, safety_stop, created_at, updated_at)
         SELECT gen_random_uuid(), $1, n, d,
                lpad((8 + 2 * least(k - 1, 5))::text, 2, '0') || ':' || lpad(((n * 7) % 60)::text, 2, '0'),
                'single tank', (ARRAY['recreational', 'training', 'wreck', 'night', 'drift', 'deep'])[1 + n % 6],
                (ARRAY['fun', 'course', 'guiding'])[1 + n % 3],
                (ARRAY['Blue Grotto', 'Secca della Vervece', 'Punta Campanella', 'Ras Mohammed', 'Thistlegorm',
                       'Blue Hole', 'Shark Point', 'Manta Point'])[1 + (n * 13) % 8],
                (ARRAY['IT', 'IT', 'EG', 'EG', 'EG', 'MT', 'TH', 'ID'])[1 + (n * 13) % 8],
                40.6 + (n % 100) / 1000.0, 14.3 + (n % 70) / 1000.0,
                round((6 + random() * 34)::numeric, 1), round((4 + random() * 14)::numeric, 1),
                25 + (random() * 45)::int, CASE WHEN n % 4 = 0 THEN 'nitrox' ELSE 'air' END,
                CASE WHEN n % 4 = 0 THEN 32 ELSE 21 END, 200, 40 + (random() * 30)::int,
                round((14 + random() * 14)::numeric, 1), 1, 12, 'Buddy ' || (n % 50), 'Dive ' || n, true,
                d + interval '20 hours', d + interval '20 hours'
           FROM (SELECT d, row_number() OVER (ORDER BY d, r) AS n, row_number() OVER (PARTITION BY d ORDER BY r) AS k
                   FROM (SELECT date '2011-01-01' + (random() * 5478)::int AS d, random() AS r
                           FROM generate_series(1, $2::int)) s) t
          ORDER BY n`,
        [userId, count],
      );
    }
    await c.query("ANALYZE");
    return diver;
  });
}

// ---------------------------------------------------------------------------------------------
// Build and server

/** Builds only when .next/BUILD_ID is missing; serves a private copy (without the cache). */
export const prepareApp = () => prepareBuildCopy(APP_COPY);

/** `next start <dir>` in its own process group (stop() ends the group). */
export async function startServer(dir: string): Promise<Server> {
  await assertPortFree(PORT);
  return startNext("next start", dir, PORT, { env: SERVER_ENV });
}
