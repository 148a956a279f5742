// The routes `npm run bench:scale` measures, each with parameters drawn from the synthetic
// organisation (scale-data.ts) at the size being measured: random divers, the 1% with 1,000+
// dives, professionals, dive centers, the three professionals with 500+ students, a staff account.
// Each route is a list of requests that autocannon cycles through (one per sample).
import type pg from "pg";
import { encodeCursor } from "@/lib/api/cursor-pagination";
import { heavyStudentRange, type ScaleBase } from "./scale-data";

export type Sample = { method: "GET" | "POST"; path: string; token?: string; body?: unknown };
/** `connections` overrides the run's: a sign-in hashes a password (about 50 ms of one core), so
 * eight at once would only measure the queue in front of two cores. */
export type ScaleRoute = { route: string; samples: Sample[]; connections?: number };

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

  const own = (p: DiverRow) => tokens.get(p.id)!;
  const twoWords = (name: string) => name.split(" ").slice(0, 2).join(" ");
  return [
    { route: "POST /auth/login", connections: 2, samples: sample.map((p) => ({ method: "POST", path: "/api/v1/auth/login", body: { email: p.email, password, device_name: "bench" } })) },
    { route: "GET /profile", samples: sample.map((p) => ({ method: "GET", path: "/api/v1/profile", token: own(p) })) },
    { route: "GET /diver/dive-logs (page 1, 1,000+ dives)", samples: heavy.map((h) => ({ method: "GET", path: "/api/v1/diver/dive-logs?per_page=15", token: h.token })) },
    { route: "GET /diver/dive-logs?page=60 (offset)", samples: heavy.map((h) => ({ method: "GET", path: "/api/v1/diver/dive-logs?page=60&per_page=15", token: h.token })) },
    { route: "GET /diver/dive-logs?cursor= (900th dive)", samples: heavy.map((h) => ({ method: "GET", path: `/api/v1/diver/dive-logs?per_page=15&cursor=${h.cursor}`, token: h.token })) },
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
  ];
}
