// Database side of the profile benchmark (scripts/bench/run.ts): the seed, the check that the
// baseline loads what the app loads, and the bench database's transaction count.
import { setTimeout as sleep } from "node:timers/promises";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { withClient } from "./bench-db";
import { sized } from "./common";

/** Transactions the database `dbName` has committed or rolled back; every autocommit statement is one. */
export async function benchTransactions(adminUrl: string, dbName: string): Promise<number> {
  return withClient(adminUrl, async (client) => {
    // Backends report their counts when they exit: wait until the server's connections are gone.
    for (let i = 0; i < 50; i++) {
      const busy = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [dbName]);
      if (busy.rows[0].n === 0) break;
      await sleep(100);
    }
    const r = await client.query(
      "SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname = $1",
      [dbName],
    );
    return Number(r.rows[0]?.n ?? 0);
  });
}

/** The baseline must load every field the app's user resource selects, or it does less work. */
export async function checkBaselineCoversSelect(): Promise<void> {
  const { userResourceSelect } = await import("@/lib/users/serializers");
  const { BASELINE_SELECT_KEYS } = await import("./baseline");
  const covered = new Set<string>(BASELINE_SELECT_KEYS);
  const missing = Object.keys(userResourceSelect).filter((k) => !covered.has(k));
  if (missing.length) {
    throw new Error(
      `userResourceSelect has fields the baseline does not load (${missing.join(", ")}): add them to USER_SQL and toUserRow in scripts/bench/baseline.ts`,
    );
  }
}

/** Where `a` and `b` differ, as paths (`professional.reminderSentFor`), going into plain objects. */
function differences(a: unknown, b: unknown, at = ""): string[] {
  const plain = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
  if (plain(a) && plain(b)) {
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort().flatMap((k) => differences(a[k], b[k], at ? `${at}.${k}` : k));
  }
  return isDeepStrictEqual(a, b) ? [] : [at || "(the row)"];
}

/**
 * The baseline must read what the app reads: the row its SQL and toUserRow make for the seeded
 * user must equal, field by field and inside the relations, the row Prisma reads with
 * userResourceSelect (what readUserRow also returns; tests/integration/perf-statements.test.ts).
 * Catches what the key check above cannot: a column added inside `professional: true`, a value
 * read differently. Needs DATABASE_URL set to `benchUrl` (applyServerEnv); closes the app's client.
 */
export async function checkBaselineRow(benchUrl: string, userId: number): Promise<void> {
  const { userResourceSelect } = await import("@/lib/users/serializers");
  const { USER_SQL, createPool, toUserRow } = await import("./baseline");
  const { getDb, closeDb } = await import("@/lib/db/client");
  const pool = createPool(benchUrl, 1);
  try {
    const raw = (await pool.query(USER_SQL, [userId])).rows[0] as Record<string, unknown> | undefined;
    if (!raw) throw new Error(`the baseline's SQL found no user #${userId}`);
    const viaPrisma = await (await getDb()).user.findUnique({ where: { id: userId }, select: userResourceSelect });
    const differ = differences(toUserRow(raw), viaPrisma);
    if (differ.length) {
      throw new Error(
        `the baseline's row differs from Prisma's userResourceSelect for user #${userId} at ${differ.join(", ")}: fix USER_SQL and toUserRow in scripts/bench/baseline.ts`,
      );
    }
  } finally {
    await pool.end();
    await closeDb();
  }
}

/** One realistic professional diver with a dive center and a distributor, among other rows. */
export async function seed(benchUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const distributor = await client.query<{ id: number }>(
      `INSERT INTO distributors (name, country, email) VALUES ('Mediterranean Dive Supply', 'IT', 'orders@medsupply.example')
       RETURNING id`,
    );
    const distributorId = distributor.rows[0]!.id;
    const center = await client.query<{ id: number }>(
      `INSERT INTO dive_centers (name, country, state_code, city, address, postal_code, phone, email, website,
                                 lat, lon, active, distributor_id, updated_at)
       VALUES ('Blue Grotto Diving', 'IT', 'NA', 'Sorrento', 'Via Marina Grande 12', '80067', '+39 081 123 4567',
               'info@bluegrotto.example', 'https://bluegrotto.example', 40.6263, 14.3757, true, $1, now())
       RETURNING id`,
      [distributorId],
    );
    const centerId = center.rows[0]!.id;
    const user = await client.query<{ id: number }>(
      `INSERT INTO users (member_id, email, password_hash, role, first_name, last_name, nationality, country,
                          state, state_code, city, address, timezone, postal_code, phone, mobile, gender, dob,
                          nok_first_name, nok_last_name, nok_phone, nok_email, nok_country, avatar_path,
                          default_language, preferred_system, qualification, qualification_level,
                          gdpr_at, terms_at, policy_accepted_at, email_verified_at, status,
                          dive_center_id, dive_center_date, distributor_id, distributor_date,
                          tokens_valid_after, created_at, updated_at)
       VALUES ('DC-2024-000123', 'giulia.rossi@example.com',
               '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'diver',
               'Giulia', 'Rossi', 'IT', 'IT', 'Campania', 'NA', 'Sorrento', 'Via del Mare 5', 'Europe/Rome', '80067',
               '+39 081 765 4321', '+39 333 123 4567', 'female', '1990-05-14',
               'Marco', 'Rossi', '+39 333 765 4321', 'marco.rossi@example.com', 'IT', '/storage/avatars/123.jpg',
               'it', 'metric', 'Dive Instructor', 'professional',
               '2024-01-10', '2024-01-10', '2024-01-10', now() - interval '300 days', 'active',
               $1, '2024-02-01', $2, '2024-02-01',
               now() - interval '1 day', now() - interval '320 days', now() - interval '2 days')
       RETURNING id`,
      [centerId, distributorId],
    );
    const userId = user.rows[0]!.id;
    // Three certifications: the e_card is the card of the highest valid one.
    await client.query(
      `INSERT INTO courses (code, name, level, description, updated_at) VALUES
         ('OWD', 'Open Water Diver', 'diver', 'Entry level', now()),
         ('AOWD', 'Advanced Open Water Diver', 'diver', 'Second level', now()),
         ('INST', 'Dive Instructor', 'professional', 'Instructor course', now())`,
    );
    await client.query(
      `INSERT INTO certifications (number, user_id, course_id, level, issued_at, dive_center_id, status, updated_at)
       SELECT 'C-' || c.code || '-000123', $1, c.id, c.level, d.issued, $2, d.status::"CertificationStatus", now()
         FROM courses c
         JOIN (VALUES ('OWD', date '2019-06-01', 'superseded'), ('AOWD', date '2020-07-15', 'valid'),
                      ('INST', date '2024-02-01', 'valid')) AS d(code, issued, status) ON d.code = c.code`,
      [userId, centerId],
    );
    await client.query(
      `INSERT INTO professional_memberships (user_id, job_country, status, suspension_days, status_reason,
                                             renewal_date, expire_date, updated_at)
       VALUES ($1, 'IT', 'active', 0, '', current_date - 30, current_date + 335, now())`,
      [userId],
    );
    // Neighbours, so the lookups go through real indexes rather than one-row tables.
    await client.query(
      `INSERT INTO users (member_id, email, password_hash, first_name, last_name, country, dive_center_id, updated_at)
       SELECT 'DC-BENCH-' || g, 'diver' || g || '@example.com', 'x', 'Diver', 'Number ' || g, 'IT', $1, now()
         FROM generate_series(1, $2::int) g`,
      [centerId, sized(5000, 50)],
    );
    await client.query(
      `INSERT INTO revoked_access_tokens (jti, expires_at)
       SELECT gen_random_uuid()::text, now() + interval '1 hour' FROM generate_series(1, $1::int)`,
      [sized(2000, 20)],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
    return userId;
  } finally {
    await client.end();
  }
}
