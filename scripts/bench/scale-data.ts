// The synthetic organisation of `npm run bench:scale` (issue 27), built inside PostgreSQL with
// INSERT ... SELECT over generate_series: no row crosses the wire, so a million divers take
// minutes. Every value is a pure function of the diver's ordinal `g` (hashint8extended), so a
// phase grows the organisation from `from` to `to` divers without touching the rows already there,
// and two runs build the same data.
//
// Skew, as the issue asks: 1% of divers log 1,000+ dives, the rest 0-1 (about 11 per diver in
// all); one or two course logs each, a certification per completed one; 2% professionals, three
// of them teaching the first 2,000 divers (500+ students each at any size); dive centers at one
// per 100 divers (10,000 at a million) in 150 countries weighted towards the diving nations;
// orders, quiz attempts, document metadata, sync operations, packed dive profiles and one audit
// row per certification issued. Dive centers as accounts (issue 37): professionals are members of
// their centers, the first center teaches the first 2,000 divers (the heavy center), and one
// course log in ten (all of the heavy center's) was enrolled on a seat of its center's ledger.
//
// Triggers: the bulk inserts run with session_replication_role = replica (no per-row triggers, no
// foreign-key checks), and fill what the triggers would have filled themselves (search_text,
// change_seq, dive_log_seq, dive_log_counts, course versions). The audit rows alone go through
// their trigger, so the hash chain is the real one.
import type pg from "pg";
import { encodeProfile, emptyColumns } from "@/lib/dive-logs/profile-codec";
import { cscCountries } from "@/lib/geo/csc-data";

/** The diving nations first: centers and divers are drawn from the head of this list more often. */
const DIVING_NATIONS = ["US", "AU", "EG", "TH", "ID", "PH", "MX", "ES", "IT", "GR", "FR", "DE", "GB", "MY", "MV", "JP", "HR", "PT", "TR", "BR", "ZA", "NZ", "CA", "NL", "BE", "CH", "AT", "SE", "NO", "DK", "PL", "CZ", "IL", "AE", "OM", "SC", "MU", "FJ", "PW", "BS", "BZ", "HN", "CR", "CU", "DO", "KR", "CN", "TW", "VN", "LK", "IN", "TZ", "KE", "MZ", "JO", "SA", "MT", "CY", "IE", "FI"];

export function countryCodes(n = 150): string[] {
  const rest = cscCountries.map((c) => c.isoCode).filter((c) => !DIVING_NATIONS.includes(c)).sort();
  return [...DIVING_NATIONS, ...rest].slice(0, n);
}

const FIRST_NAMES = ["Anna", "Marco", "Giulia", "Luca", "José", "María", "Zoë", "Chloé", "Åsa", "Björn", "Łukasz", "Agnieszka", "Søren", "Ingrid", "François", "Hélène", "Jürgen", "Müge", "Çağla", "Ngọc", "Thảo", "Hiroshi", "Yuki", "Min-jun", "Seo-yeon", "Wei", "Li", "Priya", "Arjun", "Fatima", "Omar", "Aisha", "Noah", "Emma", "Liam", "Olivia", "Ethan", "Ava", "Lucas", "Mia", "Mateo", "Sofia", "Leon", "Lena", "Jan", "Eva", "Paulo", "Ana", "João", "Inês", "Niamh", "Seán", "Dmitri", "Olga", "Nikos", "Eleni", "Kemal", "Elif", "Tomás", "Lucía", "Matteo", "Chiara", "Felix", "Clara", "Hugo", "Léa", "Oscar", "Alice", "Samuel", "Sara", "David", "Laura", "Daniel", "Julia", "Pablo", "Carmen", "Andrea", "Marta", "Kai", "Mele", "Tane", "Aroha", "Kofi", "Amara", "Thabo", "Zanele", "Diego", "Valentina", "Gabriel", "Camila", "Rafael", "Beatriz", "Henrik", "Astrid", "Pekka", "Aino", "Jakub", "Zuzana", "Ivan", "Petra"];
const LAST_NAMES = ["Rossi", "Bianchi", "García", "Martínez", "Müller", "Schmidt", "Dubois", "Lefèvre", "Smith", "Johnson", "Brown", "Nguyễn", "Trần", "Tanaka", "Suzuki", "Kim", "Park", "Wang", "Zhang", "Patel", "Sharma", "Silva", "Santos", "Pereira", "Costa", "Kowalski", "Nowak", "Wiśniewski", "Andersson", "Johansson", "Nielsen", "Hansen", "Jensen", "Virtanen", "Korhonen", "O'Brien", "Murphy", "Papadopoulos", "Yılmaz", "Kaya", "Öztürk", "Ivanov", "Petrov", "Novák", "Horváth", "De Jong", "Janssen", "Peeters", "Fernández", "López", "González", "Rodríguez", "Hernández", "Moreau", "Laurent", "Fontaine", "Weber", "Wagner", "Becker", "Hoffmann", "Ricci", "Romano", "Colombo", "Bruno", "Gallo", "Conti", "Esposito", "Ferrari", "Marino", "Greco", "Walker", "Taylor", "Wilson", "Davies", "Evans", "Thomas", "Roberts", "Lee", "Chen", "Huang", "Lin", "Sato", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Ahmed", "Hassan", "Ali", "Mensah", "Okafor", "Dlamini", "Naidoo", "Ramírez", "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Cruz", "Ortiz", "Šimić", "Kovačević", "Horvat", "Babić", "Jukić", "Håkansson", "Ødegård", "Lindqvist", "Berg", "Eriksen", "Mäkinen", "Çelik", "Doğan", "Şahin", "Arslan", "Abdullah", "Rahman", "Hosseini", "Cohen", "Levi", "Mizrahi", "Kealoha", "Ngata", "Tamatea", "Fonoti"];
const CENTER_WORDS_1 = ["Blue", "Coral", "Deep", "Reef", "Ocean", "Manta", "Turtle", "Dolphin", "Shark", "Wreck", "Lagoon", "Atoll", "Pelagic", "Tidal", "Azure", "Nautilus", "Barracuda", "Seahorse", "Whale", "Octopus", "Sunset", "Island", "Harbour", "Cape", "Bay", "Abyss", "Kelp", "Marlin", "Grouper", "Moray", "Triton", "Poseidon", "Aqua", "Marina", "Neptune", "Pearl", "Sapphire", "Current", "Drift", "Tropic"];
const CENTER_WORDS_2 = ["Divers", "Dive Center", "Dive Shop", "Diving", "Scuba", "Dive Club", "Dive Resort", "Underwater", "Dive School", "Dive Academy", "Aquatics", "Dive Team"];
const SITES = ["House Reef", "North Wall", "Blue Hole", "Wreck Point", "Manta Point", "Coral Garden", "Shark Alley", "Turtle Bay", "The Pinnacle", "Drift Channel", "Lighthouse Reef", "Cathedral Cave", "Sand Patch", "Canyon", "Twin Peaks", "Anchor Bay", "Rainbow Reef", "The Arch", "Jetty", "Outer Bommie"];

const CITY_SLOTS = 12;

/** The run's fixed dimensions (read once, after the demo seed). */
export type ScaleBase = { userBase: number; centerBase: number; distributorBase: number; logBase: number; documentBase: number };

export async function installHelpers(c: pg.Client): Promise<void> {
  await c.query(`
    CREATE SCHEMA IF NOT EXISTS bench;
    CREATE OR REPLACE FUNCTION bench.h(g bigint, s bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT hashint8extended(g, s) & 9223372036854775807 $$;
    CREATE OR REPLACE FUNCTION bench.u(g bigint, s bigint) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT ((hashint8extended(g, s) & 9223372036854775807) % 1000000007)::float8 / 1000000007 $$;
    -- A log code as the app makes them (CL- and 8 of 31 letters), bijective in n below 31^8.
    CREATE OR REPLACE FUNCTION bench.code31(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
    DECLARE a text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; r text := ''; x bigint := (n * 387420489) % 852891037441;
    BEGIN
      FOR i IN 1..8 LOOP r := substr(a, (x % 31)::int + 1, 1) || r; x := x / 31; END LOOP;
      RETURN 'CL-' || r;
    END $$;
  `);
}

/** Word lists, countries, cities, the demo catalogue and profile templates as bench.* tables. */
export async function installDimensions(c: pg.Client): Promise<void> {
  const countries = countryCodes();
  const { cscStates } = await import("@/lib/geo/csc-data");
  const cities: string[] = [];
  for (const code of countries) {
    const names = cscStates.filter((s) => s.countryCode === code).map((s) => s.name);
    for (let i = 0; i < CITY_SLOTS; i++) cities.push(names.length ? names[i % names.length]! : `${code} City ${i + 1}`);
  }
  const list = (name: string, values: string[]) =>
    c.query(`CREATE TABLE bench.${name} AS SELECT (i - 1)::int AS i, v FROM unnest($1::text[]) WITH ORDINALITY AS t(v, i)`, [values]);
  await c.query("DROP TABLE IF EXISTS bench.countries, bench.first_names, bench.last_names, bench.cities, bench.w1, bench.w2, bench.sites, bench.courses, bench.modules, bench.profiles");
  await list("countries", countries);
  await list("first_names", FIRST_NAMES);
  await list("last_names", LAST_NAMES);
  await list("cities", cities);
  await list("w1", CENTER_WORDS_1);
  await list("w2", CENTER_WORDS_2);
  await list("sites", SITES);
  for (const t of ["countries", "first_names", "last_names", "cities", "w1", "w2", "sites"]) await c.query(`CREATE UNIQUE INDEX ON bench.${t} (i)`);
  // The demo catalogue's published courses (the first is the entry course every diver starts with).
  await c.query(`
    CREATE TABLE bench.courses AS
    SELECT (row_number() OVER (ORDER BY level, position, id) - 1)::int AS i, id, published_version_id AS version_id, level, price_cents, currency
      FROM courses WHERE kind = 'course' AND active AND published_version_id IS NOT NULL;
    CREATE UNIQUE INDEX ON bench.courses (i);
    CREATE TABLE bench.modules AS
    SELECT c.id AS course_id, m.id AS module_id, row_number() OVER (PARTITION BY c.id ORDER BY m.position)::int AS idx
      FROM bench.courses c JOIN course_modules m ON m.course_version_id = c.version_id;
  `);
  // Twenty packed profiles (45-60 min at 10 s), from the app's own codec.
  const profiles: Buffer[] = [];
  const counts: number[] = [];
  for (let p = 0; p < 20; p++) {
    const cols = emptyColumns();
    const minutes = 45 + p;
    for (let t = 0; t <= minutes * 60; t += 10) {
      const phase = t / (minutes * 60);
      const depth = Math.max(0, (18 + p) * Math.sin(Math.PI * Math.min(1, phase * 1.1)) + Math.sin(t / 37) * 0.4);
      cols.t.push(t);
      cols.depth.push(Math.round(depth * 100) / 100);
      cols.temperature.push(Math.round((26 - depth / 8) * 10) / 10);
      cols.pressure.push(Math.round((200 - phase * 140) * 10) / 10);
      cols.ndl.push(Math.max(0, Math.round(99 - depth * 2)));
      cols.ceiling.push(null);
    }
    const packed = encodeProfile(cols);
    profiles.push(Buffer.from(packed.samples));
    counts.push(packed.sampleCount);
  }
  await c.query("CREATE TABLE bench.profiles AS SELECT (i - 1)::int AS i, s, n FROM unnest($1::bytea[], $2::int[]) WITH ORDINALITY AS t(s, n, i)", [profiles, counts]);
}

export async function readBase(c: pg.Client): Promise<ScaleBase> {
  const { rows } = await c.query<Record<string, string>>(`SELECT
    (SELECT coalesce(max(id), 0) FROM users) AS u, (SELECT coalesce(max(id), 0) FROM dive_centers) AS c,
    (SELECT coalesce(max(id), 0) FROM distributors) AS d, (SELECT coalesce(max(id), 0) FROM course_logs) AS l,
    (SELECT coalesce(max(id), 0) FROM documents) AS doc`);
  const r = rows[0]!;
  // Round up, so the synthetic ids are easy to read (diver g is user userBase + g).
  const up = (v: string) => Math.ceil((Number(v) + 1) / 1000) * 1000;
  return { userBase: up(r.u!), centerBase: up(r.c!), distributorBase: up(r.d!), logBase: up(r.l!), documentBase: up(r.doc!) };
}

/** Divers 1..n of the synthetic organisation belong to these many dive centers. */
export const centersFor = (divers: number) => Math.max(50, Math.floor(divers / 100));
/** The dive center of the first divers (heavyStudentRange), run by the three heavy professionals. */
export const heavyCenter = (base: ScaleBase) => base.centerBase + 1;
/** The first this-many divers train with the three heavy professionals (500+ students each). */
export const heavyStudentRange = (smallDivers: number) => Math.min(smallDivers, 2000);

export type Step = { name: string; ms: number; rows: number };

/**
 * Grows the organisation from `from` to `to` divers (every table the routes read), in one
 * transaction per table, then VACUUM ANALYZE. Returns the time and rows of each step.
 */
export async function growOrganisation(c: pg.Client, base: ScaleBase, from: number, to: number, heavyRange: number, passwordHash: string, log: (line: string) => void): Promise<Step[]> {
  const steps: Step[] = [];
  const step = async (name: string, sql: string, params: unknown[] = [], replica = true) => {
    const t = performance.now();
    await c.query("BEGIN");
    try {
      await c.query(`SET LOCAL session_replication_role = ${replica ? "replica" : "origin"}`);
      const r = await c.query(sql, params);
      await c.query("COMMIT");
      const ms = performance.now() - t;
      steps.push({ name, ms, rows: r.rowCount ?? 0 });
      log(`  ${name.padEnd(22)} ${String(r.rowCount ?? 0).padStart(10)} rows  ${(ms / 1000).toFixed(1)} s`);
    } catch (e) {
      await c.query("ROLLBACK");
      throw new Error(`${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const U = base.userBase;
  const cFrom = from === 0 ? 0 : centersFor(from);
  const cTo = centersFor(to);
  const range = [from, to];

  if (from === 0) {
    await step("distributors", `
      INSERT INTO distributors (id, name, country, email, active, created_at, updated_at)
      SELECT ${base.distributorBase} + k.i + 1, 'DiveCert ' || k.v || ' Distribution', k.v, 'office-' || lower(k.v) || '@scale.example', true, now(), now()
        FROM bench.countries k`);
  }
  // Centers: country by a squared uniform (the head of the list is busier), a city of that country.
  await step("dive_centers", `
    INSERT INTO dive_centers (id, name, country, city, address, postal_code, phone, email, website, lat, lon, active, distributor_id, created_at, updated_at)
    SELECT ${base.centerBase} + c, w1.v || ' ' || w2.v || CASE WHEN bench.h(c, 3) % 4 = 0 THEN ' ' || ci.v ELSE '' END,
           k.v, ci.v, (1 + bench.h(c, 4) % 200) || ' Harbour Road', lpad((bench.h(c, 5) % 99999)::text, 5, '0'),
           '+1 555 ' || lpad((bench.h(c, 6) % 10000000)::text, 7, '0'), 'center' || c || '@scale.example', 'https://center' || c || '.scale.example',
           -40 + bench.u(c, 7) * 80, -180 + bench.u(c, 8) * 360, (bench.h(c, 9) % 100 >= 3 OR c = 1), ${base.distributorBase} + k.i + 1,
           now() - (bench.h(c, 10) % 3650) * interval '1 day', now()
      FROM generate_series($1::int + 1, $2::int) c
      JOIN bench.countries k ON k.i = floor(150 * bench.u(c, 1) ^ 2)::int
      JOIN bench.cities ci ON ci.i = k.i * ${CITY_SLOTS} + (bench.h(c, 11) % ${CITY_SLOTS})::int
      JOIN bench.w1 ON w1.i = (bench.h(c, 12) % ${CENTER_WORDS_1.length})::int
      JOIN bench.w2 ON w2.i = (bench.h(c, 13) % ${CENTER_WORDS_2.length})::int`, [cFrom, cTo]);

  // Divers. Member ids carry the ordinal (unique by construction); search_text as the trigger
  // would fill it (fold_search); every account has the same password, hashed once.
  await step("users", `
    INSERT INTO users (id, member_id, email, password_hash, role, first_name, last_name, nationality, country, city, gender, dob,
                       default_language, preferred_system, qualification, qualification_level, gdpr_at, terms_at, policy_accepted_at,
                       email_verified_at, status, status_reason, dive_center_id, dive_center_date, tokens_valid_after, created_at, updated_at, search_text)
    SELECT ${U} + g, x.member_id, x.email, $3, 'diver', fn.v, ln.v, k.v, k.v, ci.v,
           (ARRAY['male','female','female','male','other','undisclosed'])[1 + bench.h(g, 5) % 6]::"Gender",
           current_date - (12 * 365 + bench.h(g, 6) % (63 * 365))::int,
           (ARRAY['en','en','it','es','fr','de','pt','zh','ko'])[1 + bench.h(g, 7) % 9],
           CASE WHEN k.v IN ('US', 'GB') THEN 'imperial' ELSE 'metric' END::"PreferredSystem",
           CASE WHEN g % 50 = 0 THEN 'Instructor' WHEN bench.h(g, 8) % 5 = 0 THEN 'Advanced Diver' ELSE 'Open Water Diver' END,
           CASE WHEN g % 50 <> 0 THEN (CASE WHEN bench.h(g, 8) % 5 = 0 THEN 'specialty' ELSE 'diver' END)
                WHEN bench.h(g, 9) % 10 < 7 THEN 'professional' WHEN bench.h(g, 9) % 10 < 9 THEN 'trainer' ELSE 'examiner' END::"QualificationLevel",
           x.created::date, x.created::date, x.created::date, x.created,
           CASE WHEN g % 50 = 0 OR bench.h(g, 10) % 1000 >= 10 THEN 'active' WHEN bench.h(g, 10) % 1000 < 5 THEN 'suspended' ELSE 'closed' END::"AccountStatus",
           CASE WHEN g % 50 <> 0 AND bench.h(g, 10) % 1000 < 5 THEN 'Under review' END,
           CASE WHEN bench.h(g, 11) % 10 < 7 THEN ${base.centerBase} + 1 + (bench.h(g, 12) % $4::int) END,
           CASE WHEN bench.h(g, 11) % 10 < 7 THEN x.created::date END,
           x.created, x.created, x.created,
           fold_search(concat_ws(' ', fn.v, ln.v, x.email, x.member_id))
      FROM generate_series($1::int + 1, $2::int) g
      JOIN bench.countries k ON k.i = floor(150 * bench.u(g, 1) ^ 2)::int
      JOIN bench.cities ci ON ci.i = k.i * ${CITY_SLOTS} + (bench.h(g, 2) % ${CITY_SLOTS})::int
      JOIN bench.first_names fn ON fn.i = (bench.h(g, 3) % ${FIRST_NAMES.length})::int
      JOIN bench.last_names ln ON ln.i = (bench.h(g, 4) % ${LAST_NAMES.length})::int
      CROSS JOIN LATERAL (SELECT k.v || substr(to_char(g, 'FM00000000'), 1, 2) || '-' || substr(to_char(g, 'FM00000000'), 3, 3) || '-' || substr(to_char(g, 'FM00000000'), 6, 3) AS member_id,
                                 'diver' || g || '@scale.example' AS email,
                                 now() - (bench.h(g, 13) % 3650) * interval '1 day' - (bench.h(g, 14) % 86400) * interval '1 second' AS created) x`,
    [...range, passwordHash, cTo]);

  await step("professional_memberships", `
    INSERT INTO professional_memberships (user_id, job_country, status, renewal_date, expire_date, created_at, updated_at)
    SELECT u.id, u.country, CASE WHEN g <= 150 OR bench.h(g, 20) % 100 >= 8 THEN 'active' ELSE 'expired' END::"ProfessionalStatus",
           current_date - (bench.h(g, 21) % 300)::int,
           CASE WHEN g <= 150 OR bench.h(g, 20) % 100 >= 8 THEN current_date + 30 + (bench.h(g, 21) % 330)::int ELSE current_date - 1 - (bench.h(g, 21) % 300)::int END,
           u.created_at, now()
      FROM generate_series($1::int + 1, $2::int) g JOIN users u ON u.id = ${U} + g
     WHERE g % 50 = 0`, range);

  // Dive centers as accounts (issue 37): every professional (after the first three) is a member
  // of the center on the profile, one in four as an owner; the first center is the heavy center,
  // run by the three heavy teachers (g = 50 its owner, 100 and 150 its instructors).
  if (from === 0) {
    await step("heavy center members", `
      INSERT INTO dive_center_members (dive_center_id, user_id, role, created_at, updated_at)
      SELECT ${heavyCenter(base)}, ${U} + g, (CASE WHEN g = 50 THEN 'owner' ELSE 'instructor' END)::"CenterRole", now() - interval '3 years', now()
        FROM unnest(ARRAY[50, 100, 150]) g WHERE g <= $1::int`, [to]);
  }
  await step("dive_center_members", `
    INSERT INTO dive_center_members (dive_center_id, user_id, role, created_at, updated_at)
    SELECT u.dive_center_id, u.id, (CASE WHEN bench.h(g, 110) % 4 = 0 THEN 'owner' ELSE 'instructor' END)::"CenterRole", u.created_at, now()
      FROM generate_series($1::int + 1, $2::int) g JOIN users u ON u.id = ${U} + g
     WHERE g % 50 = 0 AND g > 150 AND u.dive_center_id IS NOT NULL
    ON CONFLICT DO NOTHING`, range);

  // One or two course logs per diver; the first 2,000 divers train with the professionals g = 50,
  // 100 and 150 at the heavy center (its 2,000 students), the others with any professional who
  // exists at their ordinal.
  await step("course_logs", `
    INSERT INTO course_logs (id, log_code, user_id, course_id, course_version_id, instructor_id, dive_center_id, status, source, started_at, expires_at, completed_at, exam_enabled_at, version, created_at, updated_at)
    SELECT l.id, bench.code31(l.id), ${U} + g, co.id, co.version_id,
           CASE WHEN g <= $3::int THEN ${U} + 50 * (1 + g % 3) ELSE ${U} + 50 * (1 + bench.h(l.id, 31) % greatest(1, (g / 50)::int)) END,
           CASE WHEN g <= $3::int THEN ${heavyCenter(base)} ELSE u.dive_center_id END,
           CASE WHEN bench.h(l.id, 32) % 10 < 8 THEN 'completed' ELSE 'active' END::"CourseLogStatus", 'instructor',
           l.started, l.started + interval '6 months',
           CASE WHEN bench.h(l.id, 32) % 10 < 8 THEN l.started + (10 + bench.h(l.id, 33) % 40) * interval '1 day' END,
           CASE WHEN bench.h(l.id, 32) % 10 < 8 THEN l.started + interval '7 days' END,
           1, l.started, l.started
      FROM generate_series($1::int + 1, $2::int) g
      JOIN users u ON u.id = ${U} + g
      CROSS JOIN LATERAL generate_series(1, 1 + (bench.h(g, 30) % 2)::int) k
      CROSS JOIN LATERAL (SELECT ${base.logBase} + (g - 1) * 2 + k AS id, u.created_at + (k - 1) * interval '200 days' AS started) l
      JOIN bench.courses co ON co.i = CASE WHEN k = 1 THEN 0 ELSE (1 + bench.h(g, 34) % ((SELECT count(*) FROM bench.courses) - 1))::int END`,
    [...range, heavyRange]);

  const logRange = [base.logBase + from * 2, base.logBase + to * 2 + 1];
  await step("certifications", `
    INSERT INTO certifications (id, number, user_id, course_id, course_log_id, level, issued_at, instructor_id, dive_center_id, status, revoked_at, revocation_reason, created_at, updated_at)
    SELECT l.id, 'DC-' || extract(year FROM l.completed_at) || '-' || lpad(l.id::text, greatest(6, length(l.id::text)), '0'), l.user_id, l.course_id, l.id, co.level, l.completed_at::date,
           l.instructor_id, l.dive_center_id,
           CASE WHEN bench.h(l.id, 40) % 1000 < 5 THEN 'revoked' ELSE 'valid' END::"CertificationStatus",
           CASE WHEN bench.h(l.id, 40) % 1000 < 5 THEN l.completed_at + interval '30 days' END,
           CASE WHEN bench.h(l.id, 40) % 1000 < 5 THEN 'Issued in error' END,
           l.completed_at, l.completed_at
      FROM course_logs l JOIN bench.courses co ON co.id = l.course_id
     WHERE l.id > $1 AND l.id <= $2 AND l.status = 'completed'`, logRange);

  // Seats (issue 37): every course log of the heavy center and one in ten of the others was
  // enrolled on a seat its center bought; each center's ledger has ten seats left per course.
  await step("seat_assignments", `
    INSERT INTO seat_assignments (dive_center_id, course_id, email, user_id, instructor_id, course_log_id, status, assigned_by_id, created_at, enrolled_at)
    SELECT l.dive_center_id, l.course_id, u.email, l.user_id, l.instructor_id, l.id, 'enrolled', l.instructor_id, l.started_at, l.started_at
      FROM course_logs l JOIN users u ON u.id = l.user_id
     WHERE l.id > $1 AND l.id <= $2 AND l.dive_center_id IS NOT NULL AND (l.dive_center_id = ${heavyCenter(base)} OR bench.h(l.id, 100) % 10 = 0)`, logRange);
  await step("center_seat_balances", `
    INSERT INTO center_seat_balances (dive_center_id, course_id, bought, assigned, updated_at)
    SELECT a.dive_center_id, a.course_id, count(*) + 10, count(*), now()
      FROM seat_assignments a
     WHERE a.dive_center_id IN (SELECT DISTINCT dive_center_id FROM seat_assignments WHERE course_log_id > $1 AND course_log_id <= $2)
     GROUP BY a.dive_center_id, a.course_id
    ON CONFLICT (dive_center_id, course_id) DO UPDATE SET bought = EXCLUDED.bought, assigned = EXCLUDED.assigned, updated_at = now()`, logRange);

  await step("quiz_attempts", `
    INSERT INTO quiz_attempts (course_log_id, kind, module_key, attempt, score, correct, total, passed, answers, submitted_at)
    SELECT l.id, 'quiz'::"AttemptKind", m.module_id, 1, 70 + (bench.h(l.id * 10 + m.idx, 50) % 31)::int, 7 + (bench.h(l.id * 10 + m.idx, 50) % 4)::int, 10, true, '[]'::jsonb,
           l.started_at + m.idx * interval '1 day'
      FROM course_logs l JOIN bench.modules m ON m.course_id = l.course_id AND m.idx <= 4
     WHERE l.id > $1 AND l.id <= $2
    UNION ALL
    SELECT l.id, 'exam'::"AttemptKind", 0, 1, 80 + (bench.h(l.id, 51) % 21)::int, 16 + (bench.h(l.id, 51) % 5)::int, 20, true, '[]'::jsonb, l.completed_at
      FROM course_logs l WHERE l.id > $1 AND l.id <= $2 AND l.status = 'completed'`, logRange);

  await step("orders", `
    INSERT INTO orders (id, user_id, student_id, instructor_id, kind, course_id, price_cents, vat_rate, amount_cents, currency, status, provider, payment_intent_id, paid_at, course_log_id, created_at, updated_at)
    SELECT l.id, l.user_id, l.user_id, l.instructor_id, 'course', l.course_id, co.price_cents, 0, co.price_cents, co.currency, 'paid', 'stripe',
           'pi_scale_' || l.id, l.started_at, l.id, l.started_at - interval '1 hour', l.started_at
      FROM course_logs l JOIN bench.courses co ON co.id = l.course_id
     WHERE l.id > $1 AND l.id <= $2 AND bench.h(l.id, 60) % 10 < 3`, logRange);

  await step("documents", `
    INSERT INTO documents (id, user_id, kind, title, file_name, mime_type, size, sha256, storage_key, status, uploaded_at, expires_on)
    SELECT ${base.documentBase} + g, ${U} + g, CASE WHEN g % 50 = 0 THEN 'professional_insurance' ELSE 'medical_certificate' END::"DocumentKind",
           'Medical statement', 'medical-' || g || '.pdf', 'application/pdf', 40000 + (bench.h(g, 70) % 400000)::int,
           md5(g::text) || md5((g + 1)::text), 'scale/' || g || '.pdf',
           CASE WHEN bench.h(g, 71) % 10 < 8 THEN 'accepted' ELSE 'pending' END::"DocumentStatus",
           now() - (bench.h(g, 72) % 700) * interval '1 day', current_date + (bench.h(g, 73) % 700)::int
      FROM generate_series($1::int + 1, $2::int) g WHERE bench.h(g, 74) % 5 = 0`, range);

  // Logbooks: 1% of divers with 1,000-1,099 dives, the others none or one. Dates step forward
  // with the dive number; change_seq is the number (what the trigger gives a fresh logbook).
  await step("dive_logs", `
    INSERT INTO dive_logs (uuid, user_id, number, date, time, dive_type, purpose_type, location, country, lat, lon, max_depth, average_depth, depth_unit,
                           dive_time, gas, gas_mix, pressure_start, pressure_end, pressure_unit, water_temperature, temperature_unit, safety_stop,
                           buddy, weather, water, visibility, change_seq, created_at, updated_at)
    SELECT gen_random_uuid(), ${U} + g, k, d.day, lpad((7 + bench.h(g * 2000 + k, 80) % 10)::text, 2, '0') || ':' || (ARRAY['00','15','30','45'])[1 + bench.h(g * 2000 + k, 81) % 4],
           (ARRAY['boat','shore','boat','liveaboard'])[1 + bench.h(g * 2000 + k, 82) % 4], 'recreational', s.v, u.country,
           -30 + bench.u(g * 2000 + k, 83) * 60, -170 + bench.u(g * 2000 + k, 84) * 340,
           round((6 + bench.u(g * 2000 + k, 85) * 34)::numeric, 1), round((4 + bench.u(g * 2000 + k, 85) * 16)::numeric, 1), 'm',
           25 + (bench.h(g * 2000 + k, 86) % 45)::int, CASE WHEN bench.h(g * 2000 + k, 87) % 3 = 0 THEN 'nitrox' ELSE 'air' END,
           CASE WHEN bench.h(g * 2000 + k, 87) % 3 = 0 THEN 32 ELSE 21 END, 200, 50 + (bench.h(g * 2000 + k, 88) % 30)::int, 'bar',
           round((14 + bench.u(g * 2000 + k, 89) * 16)::numeric, 1), 'c', true, 'Buddy ' || (bench.h(g * 2000 + k, 90) % 500),
           'sunny', 'salt', 'good', k, d.day + interval '12 hours', d.day + interval '12 hours'
      FROM generate_series($1::int + 1, $2::int) g
      JOIN users u ON u.id = ${U} + g
      CROSS JOIN LATERAL generate_series(1, CASE WHEN g % 100 = 1 THEN 1000 + (bench.h(g, 91) % 100)::int ELSE (bench.h(g, 92) % 2)::int END) k
      CROSS JOIN LATERAL (SELECT (date '2012-01-01' + (k * 4900 / CASE WHEN g % 100 = 1 THEN 1100 ELSE 2 END) + (bench.h(g, 93) % 30)::int) AS day) d
      JOIN bench.sites s ON s.i = (bench.h(g * 2000 + k, 94) % ${SITES.length})::int`, range);

  const userRange = [U + from, U + to];
  await step("dive_log_counts", `
    INSERT INTO dive_log_counts (user_id, live)
    SELECT user_id, count(*) FROM dive_logs WHERE user_id > $1 AND user_id <= $2 GROUP BY user_id`, userRange);
  await step("users.dive_log_seq", `
    UPDATE users u SET dive_log_seq = c.live FROM dive_log_counts c WHERE c.user_id = u.id AND u.id > $1 AND u.id <= $2`, userRange);

  // A dive computer's profile on one dive in five.
  await step("dive_log_profiles", `
    INSERT INTO dive_log_profiles (dive_log_id, format, sample_count, samples, events, created_at)
    SELECT d.id, 1, p.n, p.s, '[]'::jsonb, d.created_at
      FROM dive_logs d JOIN bench.profiles p ON p.i = (d.id % 20)::int
     WHERE d.user_id > $1 AND d.user_id <= $2 AND bench.h(d.id, 95) % 5 = 0`, userRange);

  // The app's offline sync: one device in ten divers with a logbook, one stored result per dive.
  await step("sync_clients", `
    INSERT INTO sync_clients (user_id, client_id, uploads, first_seen_at, last_sync_at)
    SELECT c.user_id, 'phone-' || c.user_id, c.live, now() - interval '300 days', now() - interval '1 day'
      FROM dive_log_counts c WHERE c.user_id > $1 AND c.user_id <= $2 AND bench.h(c.user_id, 96) % 10 = 0`, userRange);
  await step("sync_operations", `
    INSERT INTO sync_operations (user_id, client_id, op_id, type, status, data, client_time, created_at)
    SELECT d.user_id, sc.client_id, 'op-' || d.number, 'dive_log.create', 'applied', jsonb_build_object('id', d.id, 'uuid', d.uuid), d.created_at, d.created_at
      FROM sync_clients sc JOIN dive_logs d ON d.user_id = sc.user_id
     WHERE sc.user_id > $1 AND sc.user_id <= $2`, userRange);

  // One audit row per certification issued, through the chaining trigger (ordered as issued).
  await step("audit_log", `
    INSERT INTO audit_log (at, actor_id, action, subject_type, subject_id, before, after, ip, request_id)
    SELECT c.created_at, c.instructor_id, 'certification.issued', 'certification', c.id, NULL,
           jsonb_build_object('number', c.number, 'user_id', c.user_id, 'course_id', c.course_id, 'status', c.status), '203.0.113.' || (c.id % 250), NULL
      FROM certifications c WHERE c.id > $1 AND c.id <= $2 ORDER BY c.id`, logRange, false);

  await c.query(`
    SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users));
    SELECT setval(pg_get_serial_sequence('dive_centers', 'id'), (SELECT max(id) FROM dive_centers));
    SELECT setval(pg_get_serial_sequence('distributors', 'id'), (SELECT max(id) FROM distributors));
    SELECT setval(pg_get_serial_sequence('course_logs', 'id'), (SELECT max(id) FROM course_logs));
    SELECT setval(pg_get_serial_sequence('certifications', 'id'), (SELECT max(id) FROM certifications));
    SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders));
    SELECT setval(pg_get_serial_sequence('documents', 'id'), (SELECT max(id) FROM documents));
  `);
  const t = performance.now();
  await c.query("VACUUM (ANALYZE)");
  steps.push({ name: "vacuum analyze", ms: performance.now() - t, rows: 0 });
  log(`  ${"vacuum analyze".padEnd(22)} ${"".padStart(10)}       ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return steps;
}
