import { beforeAll, describe, expect, it } from "vitest";
import * as auditLogRoute from "@/app/api/v1/admin/audit-log/route";
import * as adminCertificationsRoute from "@/app/api/v1/admin/certifications/route";
import * as adminCentersRoute from "@/app/api/v1/admin/dive-centers/route";
import * as adminOrdersRoute from "@/app/api/v1/admin/orders/route";
import * as adminUsersRoute from "@/app/api/v1/admin/users/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as courseLogRoute from "@/app/api/v1/diver/courses/[log_code]/route";
import * as diveLogsRoute from "@/app/api/v1/diver/dive-logs/route";
import * as storeCoursesRoute from "@/app/api/v1/diver/store/courses/route";
import * as profileRoute from "@/app/api/v1/profile/route";
import * as studentsRoute from "@/app/api/v1/professional/students/route";
import * as countryCentersRoute from "@/app/api/v1/search/dive-centers/[country]/route";
import * as diveCentersRoute from "@/app/api/v1/search/dive-centers/route";
import * as diversRoute from "@/app/api/v1/search/divers/route";
import * as publicCentersRoute from "@/app/api/v1/dive-centers/route";
import * as instructorsRoute from "@/app/api/v1/search/instructors/route";
import * as syncRoute from "@/app/api/v1/sync/dive-logs/route";
import * as verifyRoute from "@/app/api/v1/verify/[memberId]/route";
import { closeDb, getDb, useDb, type RawDatabase } from "@/lib/db/client";
import { purgeExpired } from "@/lib/jobs/tasks/purge-expired";
import { createTestDatabase } from "@/tests/support/database";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser, DEFAULT_PASSWORD, type CreatedUser } from "@/tests/support/factories";
import { call, type CallOptions, type RouteHandler } from "@/tests/support/http";
import { createCourse, enrol, grantCertification } from "@/tests/support/learning-factories";

// Issue 27: every route's cost flat as the data grows. Each statement the searches and lists
// send is EXPLAINed on a seeded, ANALYZEd database with sequential scans disabled: a Seq Scan
// still in the plan then means that no index can serve the statement's predicate at all, whatever
// the table's size (deterministic, unlike comparing costs). A full index scan (no index condition,
// nothing stopping it early) is the same scan in disguise and fails too. Decision 0033.

/** The tables that grow with the number of accounts (or faster). */
const LARGE_TABLES = new Set([
  "users", "professional_memberships", "dive_logs", "dive_log_counts", "certifications", "course_logs", "quiz_attempts",
  "skill_progress", "orders", "documents", "sync_operations", "sync_conflicts", "audit_log", "security_events",
  "refresh_tokens", "dive_centers", "classroom_students", "outbox_emails", "known_devices",
]);

type Statement = { sql: string; params: unknown[] };
const captured: Statement[] = [];
let listening = false;
let raw: RawDatabase;

beforeAll(async () => {
  await closeDb();
  const test = await createTestDatabase({
    onQuery: (sql, _via, params) => {
      if (listening) captured.push({ sql, params });
    },
  });
  raw = test.raw;
  useDb(test.db, test.close, test.factory, test.raw);
});

/** Runs `EXPLAIN (FORMAT JSON)` with sequential scans off, in a transaction that changes nothing. */
async function explain({ sql, params }: Statement): Promise<PlanNode> {
  const text = `EXPLAIN (FORMAT JSON) ${sql}`;
  if (raw.kind === "pglite") {
    return raw.lite.transaction(async (tx) => {
      await tx.exec("SET LOCAL enable_seqscan = off");
      const res = await tx.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(text, params);
      await tx.rollback();
      return res.rows[0]!["QUERY PLAN"][0]!.Plan;
    });
  }
  const client = await raw.pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL enable_seqscan = off");
    const res = await client.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(text, params);
    return res.rows[0]!["QUERY PLAN"][0]!.Plan;
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    client.release();
  }
}

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/** Nodes that read all of their input before answering: a Limit above them stops nothing below. */
const BLOCKING = new Set(["Sort", "Aggregate", "Hash", "Materialize", "WindowAgg", "SetOp", "Group"]);

/**
 * An index condition that selects every row: none at all, or only `col IS NOT NULL` (what the
 * planner adds to walk a primary key for a join). The scan then reads the whole index.
 */
const selectsAll = (cond: string | undefined) => !cond || /^\(*(\(\w+ IS NOT NULL\)( AND )?)+\)*$/.test(cond.replace(/\w+\./g, ""));

/** Why each scan of a large table in the plan reads the whole table (nothing when none does). */
function fullScans(plan: PlanNode): string[] {
  const found: string[] = [];
  const walk = (node: PlanNode, limited: boolean, table: string | undefined) => {
    const type = node["Node Type"];
    // A Bitmap Index Scan names no table: its Bitmap Heap Scan above does.
    const relation = node["Relation Name"] ?? (type === "Bitmap Index Scan" ? table : undefined);
    const filter = node.Filter ? ` (Filter: ${node.Filter})` : "";
    if (relation && LARGE_TABLES.has(relation)) {
      if (type === "Seq Scan") found.push(`Seq Scan on ${relation}${filter}`);
      const indexed = type === "Index Scan" || type === "Index Only Scan" || type === "Bitmap Index Scan";
      // Under a Limit (with nothing in between that reads everything first), an ordered index walk stops early.
      if (indexed && selectsAll(node["Index Cond"]) && !(limited && type !== "Bitmap Index Scan")) {
        found.push(`full ${type} on ${relation} using ${node["Index Name"]}${node["Index Cond"] ? ` (Index Cond: ${node["Index Cond"]})` : ""}${filter}`);
      }
    }
    const below = type === "Limit" ? true : BLOCKING.has(type) ? false : limited;
    const nextTable = type === "Bitmap Heap Scan" ? node["Relation Name"] : type === "BitmapAnd" || type === "BitmapOr" ? table : undefined;
    for (const child of node.Plans ?? []) walk(child, below, nextTable);
  };
  walk(plan, false, undefined);
  return found;
}

/** The plan as indented lines (QUERY_PLANS_DEBUG=1 prints the failing ones, =all every one). */
function planText(node: PlanNode, depth = 0): string {
  const what = [node["Node Type"], node["Relation Name"], node["Index Name"] && `using ${node["Index Name"]}`].filter(Boolean).join(" ");
  const conds = [node["Index Cond"] && `Index Cond: ${node["Index Cond"]}`, node.Filter && `Filter: ${node.Filter}`].filter(Boolean).join("; ");
  return [`${"  ".repeat(depth)}${what}${conds ? ` [${conds}]` : ""}`, ...(node.Plans ?? []).map((p) => planText(p, depth + 1))].join("\n");
}

const EXPLAINABLE = /^\s*(SELECT|WITH|UPDATE|DELETE|INSERT)\b/i;

type Case = { route: string; handler: RouteHandler; options: () => CallOptions; status?: number };

/** Calls the route, then explains every statement it sent; answers the findings. */
async function check(c: Case): Promise<string[]> {
  let status = 0;
  const problems = await checkRun(c.route, async () => {
    status = (await call(c.handler, c.options())).status;
  });
  expect(status, c.route).toBe(c.status ?? 200);
  return problems;
}

/** Runs `run`, then explains every statement it sent; answers the findings. */
async function checkRun(name: string, run: () => Promise<void>): Promise<string[]> {
  const c = { route: name };
  captured.length = 0;
  listening = true;
  try {
    await run();
  } finally {
    listening = false;
  }
  const statements = captured.filter((s) => EXPLAINABLE.test(s.sql));
  expect(statements.length, `${c.route} sent no statement`).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const statement of statements) {
    const plan = await explain(statement);
    const scans = fullScans(plan);
    if (process.env.QUERY_PLANS_DEBUG === "all" || (process.env.QUERY_PLANS_DEBUG && scans.length)) console.log(`${c.route}\n${statement.sql}\n${JSON.stringify(statement.params)}\n${planText(plan)}`);
    for (const scan of scans) problems.push(`${c.route}: ${scan}\n    in: ${statement.sql.slice(0, 600)}`);
  }
  return problems;
}

// ---- The seeded database: a few thousand rows in the large tables, realistic in shape.

const N_USERS = 2000;
let diver: CreatedUser;
let pro: CreatedUser;
let admin: CreatedUser;
let diverLogCode: string;
let proMemberId: string;

const FIRST = ["Marta", "José", "Jürgen", "Anna", "Luca", "Chloé", "Søren", "Aiko", "Pedro", "Zoë", "Ömer", "Lena"];
const LAST = ["Rossi", "Müller", "Núñez", "Bianchi", "Dubois", "Hansen", "Tanaka", "Silva", "Kowalski", "Öztürk", "Smith", "García"];
const COUNTRIES = ["IT", "DE", "ES", "FR", "EG", "US", "TH", "PH", "MX", "AU"];

const sqlList = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(",")}]`;

async function seed() {
  const db = await getDb();
  diver = await createUser({ firstName: "Chiara", lastName: "Fontana" });
  pro = await createUser({ professional: true, diveCenter: true, firstName: "Paolo", lastName: "Ferrari" });
  admin = await createUser({ role: "admin", totp: true, firstName: "Ada", lastName: "Admin" });
  proMemberId = pro.user.memberId;
  const course = await createCourse({ minAge: 12 });
  const hash = (await db.user.findUniqueOrThrow({ where: { id: diver.user.id }, select: { passwordHash: true } })).passwordHash;

  await db.$executeRawUnsafe(`
    INSERT INTO dive_centers (name, country, city, active, updated_at)
    SELECT 'Centro ' || (${sqlList(LAST)})[1 + g % 12] || ' ' || g, (${sqlList(COUNTRIES)})[1 + g % 10], 'City ' || (g % 50), g % 7 <> 0, now()
    FROM generate_series(1, 400) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO users (member_id, email, password_hash, first_name, last_name, country, nationality, dob, status, default_language,
                       qualification_level, email_verified_at, dive_center_id, created_at, updated_at)
    SELECT 'ZZ' || lpad((g / 1000000)::text, 2, '0') || '-' || lpad(((g / 1000) % 1000)::text, 3, '0') || '-' || lpad((g % 1000)::text, 3, '0'),
           'seed' || g || '@example.org', $1,
           (${sqlList(FIRST)})[1 + g % 12], (${sqlList(LAST)})[1 + (g / 12) % 12] || CASE WHEN g % 5 = 0 THEN '' ELSE ' ' || g END,
           (${sqlList(COUNTRIES)})[1 + g % 10], (${sqlList(COUNTRIES)})[1 + g % 10],
           DATE '1960-01-01' + (g * 7) % 15000,
           (CASE WHEN g % 50 = 0 THEN 'suspended' WHEN g % 97 = 0 THEN 'closed' ELSE 'active' END)::"AccountStatus",
           'en', CASE WHEN g % 5 = 0 THEN 'professional'::"QualificationLevel" END, now(),
           (SELECT min(id) FROM dive_centers) + g % 400,
           now() - (g || ' hours')::interval, now()
    FROM generate_series(1, ${N_USERS}) g`, hash);
  await db.$executeRawUnsafe(`
    INSERT INTO professional_memberships (user_id, job_country, status, renewal_date, expire_date, updated_at)
    SELECT id, country, 'active', DATE '2026-01-15', DATE '2030-01-31', now() FROM users WHERE qualification_level IS NOT NULL AND id NOT IN (SELECT user_id FROM professional_memberships)`);
  // The diver's own logbook (deep pages), and other divers' dives around it.
  await insertDiveLogs(diver.user.id, 400, { dates: (i) => `20${10 + (i % 16)}-0${1 + (i % 9)}-1${i % 10}` });
  await db.$executeRawUnsafe(`
    INSERT INTO dive_logs (uuid, user_id, number, date, dive_time, dive_type, updated_at)
    SELECT gen_random_uuid(), u.id, g, DATE '2020-01-01' + g * 3, 45, 'boat', now()
    FROM (SELECT id FROM users WHERE email LIKE 'seed%' ORDER BY id LIMIT 400) u, generate_series(1, 8) g`);
  // 520 students of the professional, and other instructors' students.
  await db.$executeRawUnsafe(`
    INSERT INTO course_logs (log_code, user_id, course_id, instructor_id, status, expires_at, created_at, updated_at)
    SELECT 'CL-S' || lpad(u.rn::text, 7, '0'), u.id, $1, CASE WHEN u.rn <= 520 THEN $2::int END,
           'active', now() + interval '180 days', now() - (u.rn || ' minutes')::interval, now()
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE email LIKE 'seed%') u`, course.id, pro.user.id);
  // Certifications of twenty courses (the console's search reads a course's certifications).
  await db.$executeRawUnsafe(`
    INSERT INTO courses (code, name, level, description, updated_at)
    SELECT 'SEED-' || g, 'Seed Course ' || g, 'diver', 'Seeded.', now() FROM generate_series(1, 20) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO certifications (number, user_id, course_id, level, issued_at, status, updated_at)
    SELECT 'DC-S' || lpad(g::text, 7, '0'), u.id, (SELECT min(id) FROM courses WHERE code LIKE 'SEED-%') + g % 20, 'diver', DATE '2024-01-01' + (g % 500)::int, 'valid', now()
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS g FROM users WHERE email LIKE 'seed%') u`);
  // One paid course order per seeded account (the console's order search).
  await db.$executeRawUnsafe(`
    INSERT INTO orders (user_id, student_id, course_id, price_cents, amount_cents, status, payment_intent_id, created_at, updated_at)
    SELECT u.id, u.id, $1, 9900, 9900, 'paid'::"OrderStatus", 'pi_seed' || u.g, now() - (u.g || ' minutes')::interval, now()
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS g FROM users WHERE email LIKE 'seed%') u`, course.id);
  // Mostly sign-ins by the accounts themselves; a few staff actions (the admin's among them).
  await db.$executeRawUnsafe(`
    INSERT INTO audit_log (at, actor_id, action, subject_type, subject_id, after)
    SELECT now() - (g || ' minutes')::interval, CASE WHEN g % 100 = 0 THEN $1::int ELSE (SELECT min(id) FROM users) + 3 + g % 1500 END,
           CASE WHEN g % 10 < 7 THEN 'security.login.success' ELSE (ARRAY['user.status.changed','user.role.changed','certification.issued','course.updated'])[1 + g % 4] END,
           (ARRAY['user','certification','course'])[1 + g % 3], 1 + g % 2000, '{"x":1}'::jsonb
    FROM generate_series(1, 2000) g`, admin.user.id);
  const mine = await enrol({ userId: diver.user.id, courseId: course.id, instructorId: pro.user.id });
  diverLogCode = mine.logCode;
  await grantCertification(diver.user.id, course.id);
  await db.$executeRawUnsafe("ANALYZE");
}

beforeAll(seed);


describe("query plans of the searches and lists at scale (issue 27)", () => {
  it("sees a scan of a whole large table when one is there (the check itself)", async () => {
    const whole = async (sql: string, params: unknown[] = []) => fullScans(await explain({ sql, params }));
    // No index on phone: a Seq Scan even with sequential scans disabled.
    expect(await whole(`SELECT id FROM users WHERE phone = $1`, ["+39 010 000"])).toEqual([expect.stringMatching(/^Seq Scan on users/)]);
    // Counting every user walks a whole index at best.
    expect(await whole(`SELECT count(*) FROM users`)).toEqual([expect.stringMatching(/^(Seq Scan|full Index Only Scan|full Bitmap Index Scan) on users/)]);
    // An ordered walk a Limit stops is fine; a bitmap or a sort below the Limit reads everything.
    expect(await whole(`SELECT id FROM users ORDER BY id LIMIT 5`)).toEqual([]);
    expect(await whole(`SELECT id FROM users WHERE member_id = $1`, ["ZZ00-000-001"])).toEqual([]);
  });

  it("no statement of these routes scans a large table", async () => {
    const cases: Case[] = [
      { route: "POST /auth/login", handler: loginRoute.POST, options: () => ({ path: "/api/v1/auth/login", body: { email: diver.user.email, password: DEFAULT_PASSWORD } }) },
      { route: "GET /profile", handler: profileRoute.GET, options: () => ({ path: "/api/v1/profile", token: diver.token }) },
      { route: "GET /diver/dive-logs", handler: diveLogsRoute.GET, options: () => ({ path: "/api/v1/diver/dive-logs", token: diver.token }) },
      { route: "GET /diver/dive-logs?page=20", handler: diveLogsRoute.GET, options: () => ({ path: "/api/v1/diver/dive-logs?page=20&per_page=15", token: diver.token }) },
      { route: "GET /diver/dive-logs?dive_type=boat&page=3", handler: diveLogsRoute.GET, options: () => ({ path: "/api/v1/diver/dive-logs?dive_type=boat&page=3", token: diver.token }) },
      { route: "GET /diver/dive-logs?cursor=", handler: diveLogsRoute.GET, options: () => ({ path: "/api/v1/diver/dive-logs?cursor=&per_page=15", token: diver.token }) },
      { route: "POST /search/divers (member id)", handler: diversRoute.POST, options: () => ({ path: "/api/v1/search/divers", body: { member_id: "ZZ00-001-234" } }) },
      { route: "POST /search/divers (names + dob)", handler: diversRoute.POST, options: () => ({ path: "/api/v1/search/divers", body: { first_name: "Marta", last_name: "Rossi", dob: "1990-04-12" } }) },
      { route: "POST /search/instructors (name)", handler: instructorsRoute.POST, options: () => ({ path: "/api/v1/search/instructors", body: { name: "Muller" } }) },
      { route: "POST /search/instructors (country)", handler: instructorsRoute.POST, options: () => ({ path: "/api/v1/search/instructors", body: { country: "DE" } }) },
      { route: "POST /search/dive-centers (name)", handler: diveCentersRoute.POST, options: () => ({ path: "/api/v1/search/dive-centers", body: { name: "Hansen" } }) },
      { route: "POST /search/dive-centers (city)", handler: diveCentersRoute.POST, options: () => ({ path: "/api/v1/search/dive-centers", body: { city: "city 12" } }) },
      { route: "GET /dive-centers?q=", handler: publicCentersRoute.GET, options: () => ({ path: `/api/v1/dive-centers?q=${encodeURIComponent("Núñez")}` }) },
      { route: "GET /admin/dive-centers?q=", handler: adminCentersRoute.GET, options: () => ({ path: "/api/v1/admin/dive-centers?q=nunez", token: admin.token }) },
      { route: "GET /admin/orders?q=", handler: adminOrdersRoute.GET, options: () => ({ path: "/api/v1/admin/orders?q=seed12", token: admin.token }) },
      { route: "GET /admin/certifications?q=", handler: adminCertificationsRoute.GET, options: () => ({ path: "/api/v1/admin/certifications?q=muller", token: admin.token }) },
      { route: "GET /search/dive-centers/{country}", handler: countryCentersRoute.GET, options: () => ({ path: "/api/v1/search/dive-centers/IT", params: { country: "IT" } }) },
      { route: "GET /professional/students", handler: studentsRoute.GET, options: () => ({ path: "/api/v1/professional/students", token: pro.token }) },
      { route: "GET /professional/students?page=30", handler: studentsRoute.GET, options: () => ({ path: "/api/v1/professional/students?page=30", token: pro.token }) },
      { route: "GET /admin/users?q=", handler: adminUsersRoute.GET, options: () => ({ path: "/api/v1/admin/users?q=muller", token: admin.token }) },
      { route: "GET /admin/users?q= (full name)", handler: adminUsersRoute.GET, options: () => ({ path: `/api/v1/admin/users?q=${encodeURIComponent("Jürgen Müller")}`, token: admin.token }) },
      { route: "GET /admin/users?q= (member id)", handler: adminUsersRoute.GET, options: () => ({ path: `/api/v1/admin/users?q=${proMemberId.toLowerCase()}`, token: admin.token }) },
      { route: "GET /admin/audit-log?actor=", handler: auditLogRoute.GET, options: () => ({ path: `/api/v1/admin/audit-log?actor=${admin.user.memberId}`, token: admin.token }) },
      { route: "GET /admin/audit-log?subject=", handler: auditLogRoute.GET, options: () => ({ path: "/api/v1/admin/audit-log?subject_type=user&subject_id=12", token: admin.token }) },
      { route: "GET /admin/audit-log?action=", handler: auditLogRoute.GET, options: () => ({ path: "/api/v1/admin/audit-log?action=user.status", token: admin.token }) },
      { route: "GET /admin/audit-log?since=&until=", handler: auditLogRoute.GET, options: () => ({ path: "/api/v1/admin/audit-log?since=2020-01-01&until=2020-02-01", token: admin.token }) },
      { route: "GET /sync/dive-logs", handler: syncRoute.GET, options: () => ({ path: "/api/v1/sync/dive-logs", token: diver.token }) },
      { route: "GET /verify/{memberId}", handler: verifyRoute.GET, options: () => ({ path: `/api/v1/verify/${proMemberId}`, params: { memberId: proMemberId } }) },
      { route: "GET /diver/store/courses", handler: storeCoursesRoute.GET, options: () => ({ path: "/api/v1/diver/store/courses", token: diver.token }) },
      { route: "GET /diver/courses/{log_code}", handler: courseLogRoute.GET, options: () => ({ path: `/api/v1/diver/courses/${diverLogCode}`, token: diver.token, params: { log_code: diverLogCode } }) },
    ];
    const problems: string[] = [];
    for (const c of cases) problems.push(...(await check(c)));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("the daily purge reads ranges of the growing tables, not the tables (refresh tokens, sync results)", async () => {
    const problems = await checkRun("job purge-expired", async () => {
      await purgeExpired();
    });
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
