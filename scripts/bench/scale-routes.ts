// The routes `npm run bench:scale` measures, each with parameters drawn from the synthetic
// organisation (scale-data.ts) at the size being measured: random divers, the 1% with 1,000+
// dives, professionals, dive centers, the three professionals with 500+ students, a staff account.
// Each route is a list of requests that autocannon cycles through (one per sample).
import type pg from "pg";
import { encodeCursor } from "@/lib/api/cursor-pagination";
import { heavyCenter, heavyStudentRange, type ScaleBase } from "./scale-data";

export type Sample = { method: "GET" | "POST"; path: string; token?: string; body?: unknown };
/** `connections` overrides the run's: a sign-in hashes a password (about 50 ms of one core), so
 * eight at once would only measure the queue in front of two cores. `once`: each sample works
 * once (a referral code is accepted once), so scale.ts hands them out in order over the warm-ups
 * and every measurement, never one twice, and measures a fixed number of requests, not seconds. */
export type ScaleRoute = { route: string; samples: Sample[]; connections?: number; once?: { next: number } };

/** A seeded generator (mulberry32): the same samples for the same size. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` referral codes to accept (POST /professional/referrals/accept works once per code), each
 * of its own fresh course log: active divers of the organisation start the entry course at the
 * heavy center with the heavy teacher g = 100, who signs a referral of it through the app's own
 * service (lib/referrals/create-referral.ts, on DATABASE_URL, with the servers' credential key and
 * APP_URL); each is accepted by one of `acceptors` (active professionals). The logs take ids from
 * 2,000,000,000 up (a range the growth never reaches), a draw of its own per size.
 */
async function referralCodes(
  c: pg.Client, base: ScaleBase, divers: number, count: number, acceptors: number[], tokenOf: (userId: number) => Promise<string>, rnd: () => number,
): Promise<Sample[]> {
  const U = base.userBase;
  const teacher = U + 100;
  const idBase = Number((await c.query<{ n: string }>("SELECT coalesce(max(id), 2000000000) AS n FROM course_logs WHERE id >= 2000000000")).rows[0]!.n);
  const { rows } = await c.query<{ log_code: string }>(
    `INSERT INTO course_logs (id, log_code, user_id, course_id, course_version_id, instructor_id, dive_center_id, status, source, started_at, expires_at, version, created_at, updated_at)
     SELECT $1::int + n, bench.code31($1::bigint + n), u.id, co.id, co.version_id, $2::int, $3::int, 'active', 'instructor', now(), now() + interval '6 months', 1, now(), now()
       FROM unnest($4::int[]) WITH ORDINALITY AS t(uid, n)
       JOIN users u ON u.id = t.uid AND u.status = 'active' AND (u.id - $5::int) % 50 <> 0
       JOIN bench.courses co ON co.i = 0
      ORDER BY n LIMIT $6
     RETURNING log_code`,
    [idBase, teacher, heavyCenter(base), Array.from({ length: Math.ceil(count * 1.2) + 10 }, () => U + 150 + 1 + Math.floor(rnd() * (divers - 150))), U, count],
  );
  const { createReferral } = await import("@/lib/referrals/create-referral");
  const { closeDb } = await import("@/lib/db/client");
  const tokens = new Map<number, string>();
  const samples: Sample[] = [];
  try {
    for (const [i, r] of rows.entries()) {
      const { code } = await createReferral(teacher, r.log_code, { actorId: teacher, ip: "127.0.0.1", requestId: null });
      const acceptor = acceptors[i % acceptors.length]!;
      if (!tokens.has(acceptor)) tokens.set(acceptor, await tokenOf(acceptor));
      samples.push({ method: "POST", path: "/api/v1/professional/referrals/accept", token: tokens.get(acceptor)!, body: { code } });
    }
  } finally {
    // The organisation at 1% is copied next (CREATE DATABASE ... TEMPLATE needs no connection to it).
    await closeDb();
  }
  return samples;
}

type DiverRow = { id: number; email: string; member_id: string; first_name: string; last_name: string; dob: string; log_code: string | null };

export async function drawRoutes(
  c: pg.Client,
  base: ScaleBase,
  divers: number,
  smallDivers: number,
  staffToken: string,
  password: string,
  tokenOf: (userId: number) => Promise<string>,
  per = 100,
  referrals = 0,
): Promise<ScaleRoute[]> {
  const rnd = random(divers);
  const pick = (n: number, count: number, map: (i: number) => number = (i) => i) => Array.from({ length: count }, () => map(1 + Math.floor(rnd() * n)));
  const U = base.userBase;

  // Active divers (not professionals), with their first course log.
  const { rows: people } = await c.query<DiverRow>(
    `SELECT u.id, u.email, u.member_id, u.first_name, u.last_name, to_char(u.dob, 'YYYY-MM-DD') AS dob,
            (SELECT l.log_code FROM course_logs l WHERE l.user_id = u.id ORDER BY l.id LIMIT 1) AS log_code
       FROM users u WHERE u.id = ANY($1::int[]) AND u.status = 'active' AND (u.id - $2) % 50 <> 0`,
    [pick(divers, per * 2, (g) => U + g), U],
  );
  const sample = people.slice(0, per);
  const tokens = new Map<number, string>();
  for (const p of sample) tokens.set(p.id, await tokenOf(p.id));

  // The 1% with 1,000+ dives: a deep position for keyset pages (the 900th dive, newest first).
  const heavyIds = pick(Math.floor((divers - 1) / 100) + 1, Math.min(per, 40), (j) => U + 1 + 100 * (j - 1));
  const heavy: { id: number; token: string; cursor: string }[] = [];
  const { rows: activeHeavy } = await c.query<{ id: number }>("SELECT id FROM users WHERE id = ANY($1::int[]) AND status = 'active' ORDER BY id", [[...new Set(heavyIds)]]);
  for (const { id } of activeHeavy) {
    const { rows } = await c.query<{ date: string; id: number }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, id FROM dive_logs WHERE user_id = $1 AND deleted_at IS NULL ORDER BY date DESC, id DESC OFFSET 899 LIMIT 1`,
      [id],
    );
    if (!rows[0]) continue;
    heavy.push({ id, token: await tokenOf(id), cursor: encodeCursor({ params: { date: rows[0].date, id: rows[0].id }, pointsToNext: true }) });
  }

  // Active professionals (ordinal 50p), not the three heavy teachers.
  const { rows: pros } = await c.query<{ id: number; member_id: string; last_name: string; job_country: string }>(
    `SELECT u.id, u.member_id, u.last_name, p.job_country FROM users u JOIN professional_memberships p ON p.user_id = u.id
      WHERE u.id = ANY($1::int[]) AND p.status = 'active' AND p.expire_date >= current_date`,
    [pick(Math.floor(divers / 50), per, (p) => U + 50 * p).filter((id) => id > U + 150)],
  );
  const { rows: centers } = await c.query<{ name: string; country: string }>(
    `SELECT name, country FROM dive_centers WHERE id = ANY($1::int[]) AND active`,
    [pick(Math.max(50, Math.floor(divers / 100)), per, (i) => base.centerBase + i)],
  );
  const heavyTeachers = heavyStudentRange(smallDivers) >= 3 ? [U + 50, U + 100, U + 150] : [];
  const teacherTokens = await Promise.all(heavyTeachers.map(tokenOf));
  const days = pick(3 * 365, per, (d) => d);
  // The heavy center (its 2,000 students) as its owner, the heavy teacher g = 50, reads it.
  const center = heavyCenter(base);
  const ownerToken = teacherTokens[0];
  const referralSamples = referrals > 0 ? await referralCodes(c, base, divers, referrals, pros.map((p) => p.id), tokenOf, rnd) : [];

  const own = (p: DiverRow) => tokens.get(p.id)!;
  const twoWords = (name: string) => name.split(" ").slice(0, 2).join(" ");
  return [
    { route: "POST /auth/login", connections: 2, samples: sample.map((p) => ({ method: "POST", path: "/api/v1/auth/login", body: { email: p.email, password, device_name: "bench" } })) },
    { route: "GET /profile", samples: sample.map((p) => ({ method: "GET", path: "/api/v1/profile", token: own(p) })) },
    { route: "GET /diver/dive-logs (page 1, 1,000+ dives)", samples: heavy.map((h) => ({ method: "GET", path: "/api/v1/diver/dive-logs?per_page=15", token: h.token })) },
    { route: "GET /diver/dive-logs?page=60 (offset)", samples: heavy.map((h) => ({ method: "GET", path: "/api/v1/diver/dive-logs?page=60&per_page=15", token: h.token })) },
    { route: "GET /diver/dive-logs?cursor= (900th dive)", samples: heavy.map((h) => ({ method: "GET", path: `/api/v1/diver/dive-logs?per_page=15&cursor=${h.cursor}`, token: h.token })) },
    { route: "GET /diver/dive-logs/statistics (1,000+ dives)", samples: heavy.map((h) => ({ method: "GET", path: "/api/v1/diver/dive-logs/statistics", token: h.token })) },
    { route: "POST /search/divers (member id)", samples: sample.map((p) => ({ method: "POST", path: "/api/v1/search/divers", body: { member_id: p.member_id } })) },
    { route: "POST /search/divers (names + dob)", samples: sample.map((p) => ({ method: "POST", path: "/api/v1/search/divers", body: { first_name: p.first_name, last_name: p.last_name, dob: p.dob } })) },
    { route: "POST /search/instructors (name)", samples: pros.map((p) => ({ method: "POST", path: "/api/v1/search/instructors", body: { name: p.last_name } })) },
    { route: "POST /search/instructors (country)", samples: pros.map((p) => ({ method: "POST", path: "/api/v1/search/instructors", body: { country: p.job_country } })) },
    { route: "POST /search/dive-centers (name)", samples: centers.map((d) => ({ method: "POST", path: "/api/v1/search/dive-centers", body: { name: twoWords(d.name) } })) },
    { route: "POST /search/dive-centers (country)", samples: centers.map((d) => ({ method: "POST", path: "/api/v1/search/dive-centers", body: { country: d.country } })) },
    { route: "GET /professional/students (500+ students)", samples: teacherTokens.map((token) => ({ method: "GET", path: "/api/v1/professional/students?per_page=15", token })) },
    { route: "GET /admin/users?q= (full name)", samples: sample.map((p) => ({ method: "GET", path: `/api/v1/admin/users?q=${encodeURIComponent(`${p.first_name} ${p.last_name}`)}`, token: staffToken })) },
    { route: "GET /admin/users?q= (member id)", samples: sample.map((p) => ({ method: "GET", path: `/api/v1/admin/users?q=${encodeURIComponent(p.member_id)}`, token: staffToken })) },
    { route: "GET /admin/audit-log?actor=", samples: pros.map((p) => ({ method: "GET", path: `/api/v1/admin/audit-log?actor=${p.member_id}&action=certification.issued`, token: staffToken })) },
    {
      route: "GET /admin/audit-log?since=&until= (one day)",
      samples: days.map((d) => {
        const day = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
        return { method: "GET", path: `/api/v1/admin/audit-log?since=${day}&until=${day}`, token: staffToken };
      }),
    },
    { route: "GET /sync/dive-logs (pull, 1,000+ dives)", samples: heavy.map((h) => ({ method: "GET", path: "/api/v1/sync/dive-logs", token: h.token })) },
    { route: "GET /verify/{memberId}", samples: sample.map((p) => ({ method: "GET", path: `/api/v1/verify/${p.member_id}` })) },
    { route: "GET /diver/store/courses", samples: sample.map((p) => ({ method: "GET", path: "/api/v1/diver/store/courses", token: own(p) })) },
    { route: "GET /diver/courses/{log_code}", samples: sample.filter((p) => p.log_code).map((p) => ({ method: "GET", path: `/api/v1/diver/courses/${p.log_code}`, token: own(p) })) },
    // Dive centers as accounts (issue 37).
    ...(ownerToken
      ? ([
          { route: "GET /centers/{id} (dashboard, 2,000 students)", samples: [{ method: "GET", path: `/api/v1/centers/${center}`, token: ownerToken }] },
          { route: "GET /centers/{id}/students (2,000 students)", samples: [{ method: "GET", path: `/api/v1/centers/${center}/students?per_page=15`, token: ownerToken }] },
          { route: "GET /centers/{id}/seats", samples: [{ method: "GET", path: `/api/v1/centers/${center}/seats`, token: ownerToken }] },
        ] satisfies ScaleRoute[])
      : []),
    ...(referralSamples.length ? [{ route: "POST /professional/referrals/accept", samples: referralSamples, once: { next: 0 } } satisfies ScaleRoute] : []),
  ];
}
