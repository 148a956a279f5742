// The benchmark's baseline: GET /api/v1/profile on a bare node:http server with a pg.Pool, doing
// the work of the Next route (verify the JWT with the app's own code, denylist + user lookups in
// parallel, the guard's permissions, the app's serializer, the same envelope and headers) without
// the framework and ORM. scripts/bench/baseline-server.ts runs it; scripts/bench/run.ts checks
// BASELINE_SELECT_KEYS against the app's userResourceSelect and then the row toUserRow makes
// against the one Prisma reads for the seeded user (profile-db.ts), so a new field there, also
// inside a relation, fails the benchmark until it is added here too.
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { verifyAccessToken } from "@/lib/auth/jwt";
import { permissionsOf } from "@/lib/auth/permissions";
import { negotiateLanguage } from "@/lib/i18n/language";
import { toUserResource, type UserRow } from "@/lib/users/serializers";

const PG_DATE_OID = 1082;
// Prisma reads a DATE column as UTC midnight; node-postgres' default is local midnight.
const utcDate = (text: string) => new Date(`${text}T00:00:00.000Z`);

export const DENYLIST_SQL = "SELECT 1 FROM revoked_access_tokens WHERE jti = $1";

/** The fields of userResourceSelect that USER_SQL and toUserRow cover. */
export const BASELINE_SELECT_KEYS = [
  "id", "memberId", "email", "role", "permissions", "firstName", "lastName", "nationality", "country", "state", "stateCode",
  "city", "address", "timezone", "postalCode", "phone", "mobile", "gender", "dob", "nokFirstName", "nokLastName",
  "nokPhone", "nokEmail", "nokCountry", "avatarPath", "guardianFirstName", "guardianLastName", "guardianEmail",
  "guardianAcceptedAt", "defaultLanguage", "preferredSystem", "qualification", "qualificationLevel", "gdprAt",
  "termsAt", "policyAcceptedAt", "emailVerifiedAt", "status", "statusReason", "suspensionDays", "restoreDate",
  "restoreStatus", "diveCenterId", "diveCenterDate", "distributorId", "distributorDate", "createdAt", "updatedAt",
  "diveCenter", "distributor", "professional", "certifications",
] as const;

// Every column of userResourceSelect, plus what the guard needs (tokens_valid_after), in one row.
// certifications: the highest valid one (level rank, then newest), as certificationOrder + take 1.
export const USER_SQL = `
SELECT u.id, u.member_id, u.email, u.role, u.permissions, u.first_name, u.last_name, u.nationality, u.country,
       u.state, u.state_code, u.city, u.address, u.timezone, u.postal_code, u.phone, u.mobile,
       u.gender, u.dob, u.nok_first_name, u.nok_last_name, u.nok_phone, u.nok_email, u.nok_country,
       u.avatar_path, u.guardian_first_name, u.guardian_last_name, u.guardian_email,
       u.guardian_accepted_at, u.default_language, u.preferred_system, u.qualification,
       u.qualification_level, u.gdpr_at, u.terms_at, u.policy_accepted_at, u.email_verified_at,
       u.status, u.status_reason, u.suspension_days, u.restore_date, u.restore_status,
       u.dive_center_id, u.dive_center_date, u.distributor_id, u.distributor_date,
       u.tokens_valid_after, u.created_at, u.updated_at,
       dc.name AS dc_name, d.name AS d_name,
       p.user_id AS p_user_id, p.job_country AS p_job_country, p.status AS p_status,
       p.suspension_days AS p_suspension_days, p.restore_date AS p_restore_date,
       p.status_reason AS p_status_reason, p.renewal_date AS p_renewal_date,
       p.expire_date AS p_expire_date, p.reminder_sent_for AS p_reminder_sent_for,
       p.created_at AS p_created_at, p.updated_at AS p_updated_at,
       best.number AS cert_number
  FROM users u
  LEFT JOIN dive_centers dc ON dc.id = u.dive_center_id
  LEFT JOIN distributors d ON d.id = u.distributor_id
  LEFT JOIN professional_memberships p ON p.user_id = u.id
  LEFT JOIN LATERAL (
        SELECT c.number FROM certifications c
         WHERE c.user_id = u.id AND c.status = 'valid'
         ORDER BY c.level DESC, c.issued_at DESC, c.id DESC
         LIMIT 1) best ON true
 WHERE u.id = $1`;

type SqlRow = Record<string, unknown>;

/** The SQL row in the shape `db.user.findUnique({ select: userResourceSelect })` returns. */
export function toUserRow(r: SqlRow): UserRow {
  const row = {
    id: r.id,
    memberId: r.member_id,
    email: r.email,
    role: r.role,
    permissions: r.permissions,
    firstName: r.first_name,
    lastName: r.last_name,
    nationality: r.nationality,
    country: r.country,
    state: r.state,
    stateCode: r.state_code,
    city: r.city,
    address: r.address,
    timezone: r.timezone,
    postalCode: r.postal_code,
    phone: r.phone,
    mobile: r.mobile,
    gender: r.gender,
    dob: r.dob,
    nokFirstName: r.nok_first_name,
    nokLastName: r.nok_last_name,
    nokPhone: r.nok_phone,
    nokEmail: r.nok_email,
    nokCountry: r.nok_country,
    avatarPath: r.avatar_path,
    guardianFirstName: r.guardian_first_name,
    guardianLastName: r.guardian_last_name,
    guardianEmail: r.guardian_email,
    guardianAcceptedAt: r.guardian_accepted_at,
    defaultLanguage: r.default_language,
    preferredSystem: r.preferred_system,
    qualification: r.qualification,
    qualificationLevel: r.qualification_level,
    gdprAt: r.gdpr_at,
    termsAt: r.terms_at,
    policyAcceptedAt: r.policy_accepted_at,
    emailVerifiedAt: r.email_verified_at,
    status: r.status,
    statusReason: r.status_reason,
    suspensionDays: r.suspension_days,
    restoreDate: r.restore_date,
    restoreStatus: r.restore_status,
    diveCenterId: r.dive_center_id,
    diveCenterDate: r.dive_center_date,
    distributorId: r.distributor_id,
    distributorDate: r.distributor_date,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    diveCenter: r.dc_name === null ? null : { name: r.dc_name },
    distributor: r.d_name === null ? null : { name: r.d_name },
    professional:
      r.p_user_id === null
        ? null
        : {
            userId: r.p_user_id,
            jobCountry: r.p_job_country,
            status: r.p_status,
            suspensionDays: r.p_suspension_days,
            restoreDate: r.p_restore_date,
            statusReason: r.p_status_reason,
            renewalDate: r.p_renewal_date,
            expireDate: r.p_expire_date,
            reminderSentFor: r.p_reminder_sent_for,
            createdAt: r.p_created_at,
            updatedAt: r.p_updated_at,
          },
    certifications: r.cert_number === null ? [] : [{ number: r.cert_number }],
  };
  return row as UserRow;
}

const JSON_TYPE = "application/json; charset=utf-8";

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": JSON_TYPE, "Cache-Control": "no-store", ...headers });
  res.end(text);
}

function unauthenticated(res: http.ServerResponse, requestId: string) {
  send(res, 401, { status: "error", message: "Unauthenticated." }, {
    "X-Request-Id": requestId,
    "WWW-Authenticate": 'Bearer realm="api"',
  });
}

export function createBaseline(pool: pg.Pool): http.Server {
  return http.createServer((req, res) => {
    handle(pool, req, res).catch((e: unknown) => {
      process.stderr.write(`baseline: ${e instanceof Error ? e.message : String(e)}\n`);
      if (!res.headersSent) send(res, 500, { status: "error", message: "Server error." });
      else res.destroy();
    });
  });
}

async function handle(pool: pg.Pool, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname !== "/api/v1/profile" || req.method !== "GET") {
    send(res, 404, { status: "error", message: "Not found." });
    return;
  }
  const given = req.headers["x-request-id"];
  const requestId = typeof given === "string" && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : randomUUID();
  const token = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
  const claims = token ? await verifyAccessToken(token) : undefined;
  if (!claims) return unauthenticated(res, requestId);

  const [users, revoked] = await Promise.all([
    pool.query({ name: "bench_user", text: USER_SQL, values: [Number(claims.sub)] }),
    pool.query({ name: "bench_denylist", text: DENYLIST_SQL, values: [claims.jti] }),
  ]);
  const row = users.rows[0] as SqlRow | undefined;
  if (!row || revoked.rowCount || row.status === "closed") return unauthenticated(res, requestId);
  if (claims.iat < Math.floor((row.tokens_valid_after as Date).getTime() / 1000)) return unauthenticated(res, requestId);
  const user = toUserRow(row);
  // What the app's guard works out for every request (lib/auth/guard.ts, authenticate).
  permissionsOf(user.role, user.permissions);

  const acceptLanguage = req.headers["accept-language"];
  const lang = negotiateLanguage(acceptLanguage, url.searchParams.get("lang"), row.default_language as string | null);
  const data = await toUserResource(user, lang);
  const text = JSON.stringify({ status: "success", success: true, message: "Profile retrieved.", data });
  const tag = `W/"${createHash("sha1").update(text).digest("base64url")}"`;
  const headers = {
    "Content-Type": JSON_TYPE,
    "X-Request-Id": requestId,
    ETag: tag,
    "Cache-Control": "private, no-cache",
    Vary: "Authorization, Accept-Language",
  };
  const match = req.headers["if-none-match"];
  if (match && match.split(",").some((t) => t.trim() === tag || t.trim() === "*")) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(text);
}

export function createPool(databaseUrl: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === PG_DATE_OID && format !== "binary" ? utcDate : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on("error", (err) => process.stderr.write(`baseline pool error: ${err.message}\n`));
  return pool;
}
