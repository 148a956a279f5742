import { AccountStatus, Gender, PreferredSystem, ProfessionalStatus, QualificationLevel, Role } from "@/generated/prisma/enums";
import { readColumn } from "@/lib/db/client";
import type { UserRow } from "@/lib/users/serializers";

// The hot path of every authenticated request: the token's user, everything the user resource
// shows, and whether the token's jti is revoked, in ONE statement (one round trip, one prepared
// statement). Prisma's `findUnique({ select: userResourceSelect })` returns the same row but, with
// relationJoins, as a JSON aggregation per relation that PostgreSQL builds and Prisma re-parses on
// every call (docs/benchmarks.md); plain joins cost a fraction of it. The row travels as ONE JSON
// column (PostgreSQL's to_json of the joined row): node-postgres then describes and parses one
// field instead of ~70, and the JSON text is parsed natively. It is read through the driver
// adapter (readColumn), not the Prisma client. Every value is checked against the type the Prisma
// select would give, and timestamps become Dates as Prisma's would;
// tests/integration/perf-statements.test.ts compares the two rows field by field.

type Read = (v: unknown) => unknown;
const BAD = Symbol("bad");
const isInt: Read = (v) => (Number.isInteger(v) ? v : BAD);
const isText: Read = (v) => (typeof v === "string" ? v : BAD);
/** timestamptz arrives as ISO 8601 with an offset, date as YYYY-MM-DD (read as UTC midnight, like Prisma). */
const isDate: Read = (v) => {
  if (typeof v !== "string") return BAD;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? BAD : d;
};
const oneOf = (values: Record<string, string>): Read => {
  const set = new Set(Object.values(values));
  return (v) => (typeof v === "string" && set.has(v) ? v : BAD);
};
const nullable = (read: Read): Read => (v) => (v === null ? null : read(v));

/** Scalar fields of userResourceSelect: [column, check]. */
const userColumns = {
  id: ["id", isInt], memberId: ["member_id", isText], email: ["email", isText], role: ["role", oneOf(Role)],
  firstName: ["first_name", nullable(isText)], lastName: ["last_name", nullable(isText)],
  nationality: ["nationality", nullable(isText)], country: ["country", nullable(isText)],
  state: ["state", nullable(isText)], stateCode: ["state_code", nullable(isText)], city: ["city", nullable(isText)],
  address: ["address", nullable(isText)], timezone: ["timezone", nullable(isText)],
  postalCode: ["postal_code", nullable(isText)], phone: ["phone", nullable(isText)], mobile: ["mobile", nullable(isText)],
  gender: ["gender", nullable(oneOf(Gender))], dob: ["dob", nullable(isDate)],
  nokFirstName: ["nok_first_name", nullable(isText)], nokLastName: ["nok_last_name", nullable(isText)],
  nokPhone: ["nok_phone", nullable(isText)], nokEmail: ["nok_email", nullable(isText)],
  nokCountry: ["nok_country", nullable(isText)], avatarPath: ["avatar_path", nullable(isText)],
  guardianFirstName: ["guardian_first_name", nullable(isText)], guardianLastName: ["guardian_last_name", nullable(isText)],
  guardianEmail: ["guardian_email", nullable(isText)], guardianAcceptedAt: ["guardian_accepted_at", nullable(isDate)],
  defaultLanguage: ["default_language", nullable(isText)], preferredSystem: ["preferred_system", oneOf(PreferredSystem)],
  qualification: ["qualification", nullable(isText)], qualificationLevel: ["qualification_level", nullable(oneOf(QualificationLevel))],
  gdprAt: ["gdpr_at", nullable(isDate)], termsAt: ["terms_at", nullable(isDate)],
  policyAcceptedAt: ["policy_accepted_at", nullable(isDate)], emailVerifiedAt: ["email_verified_at", nullable(isDate)],
  status: ["status", oneOf(AccountStatus)], statusReason: ["status_reason", nullable(isText)],
  suspensionDays: ["suspension_days", nullable(isInt)], restoreDate: ["restore_date", nullable(isDate)],
  restoreStatus: ["restore_status", nullable(oneOf(AccountStatus))], diveCenterId: ["dive_center_id", nullable(isInt)],
  diveCenterDate: ["dive_center_date", nullable(isDate)], distributorId: ["distributor_id", nullable(isInt)],
  distributorDate: ["distributor_date", nullable(isDate)], createdAt: ["created_at", isDate], updatedAt: ["updated_at", isDate],
} satisfies Partial<Record<keyof UserRow, [string, Read]>>;

/** Every column of the professional membership (userResourceSelect takes it whole). */
const professionalColumns = {
  userId: ["user_id", isInt], jobCountry: ["job_country", isText], status: ["status", nullable(oneOf(ProfessionalStatus))],
  suspensionDays: ["suspension_days", isInt], restoreDate: ["restore_date", nullable(isDate)],
  statusReason: ["status_reason", isText], renewalDate: ["renewal_date", nullable(isDate)],
  expireDate: ["expire_date", nullable(isDate)], reminderSentFor: ["reminder_sent_for", nullable(isDate)],
  createdAt: ["created_at", isDate], updatedAt: ["updated_at", isDate],
} satisfies Record<keyof NonNullable<UserRow["professional"]>, [string, Read]>;

/** The scalar keys this statement covers (a test checks them against userResourceSelect). */
export const USER_ROW_SCALAR_KEYS = Object.keys(userColumns);

// Each column under its own (quoted) name in the JSON: u_<column>, p_<column>.
const selectList = [
  ...Object.values(userColumns).map(([c]) => `u.${c} AS u_${c}`),
  ...Object.values(professionalColumns).map(([c]) => `p.${c} AS p_${c}`),
].join(", ");

// The best valid certification follows certificationOrder (level, then newest, then id).
export const USER_ROW_SQL = `SELECT to_json(r) AS r FROM (
  SELECT ${selectList}, u.tokens_valid_after, dc.name AS dc_name, d.name AS d_name, best.number AS cert_number,
  EXISTS (SELECT 1 FROM revoked_access_tokens r WHERE r.jti = $2) AS revoked
  FROM users u
  LEFT JOIN dive_centers dc ON dc.id = u.dive_center_id
  LEFT JOIN distributors d ON d.id = u.distributor_id
  LEFT JOIN professional_memberships p ON p.user_id = u.id
  LEFT JOIN LATERAL (SELECT c.number FROM certifications c WHERE c.user_id = u.id AND c.status = 'valid'
    ORDER BY c.level DESC, c.issued_at DESC, c.id DESC LIMIT 1) best ON true
  WHERE u.id = $1) r`;

export type AuthRow = { row: UserRow; tokensValidAfter: Date; revoked: boolean };

function pick(raw: Record<string, unknown>, columns: Record<string, [string, Read]>, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in columns) {
    const [column, read] = columns[key]!;
    const value = read(raw[prefix + column]);
    if (value === BAD) throw new Error(`user row: unexpected ${typeof raw[prefix + column]} in ${prefix + column}`);
    out[key] = value;
  }
  return out;
}

/** The JSON row in the exact shape of `findUnique({ select: userResourceSelect })`; throws on a type it does not expect. */
export function toAuthRow(raw: Record<string, unknown>): AuthRow {
  const nameOrNull = (v: unknown, column: string) => {
    if (v !== null && typeof v !== "string") throw new Error(`user row: unexpected ${typeof v} in ${column}`);
    return v === null ? null : { name: v as string };
  };
  const certificate = nameOrNull(raw.cert_number, "cert_number");
  const row = {
    ...pick(raw, userColumns, "u_"),
    diveCenter: nameOrNull(raw.dc_name, "dc_name"),
    distributor: nameOrNull(raw.d_name, "d_name"),
    professional: raw.p_user_id === null ? null : pick(raw, professionalColumns, "p_"),
    certifications: certificate ? [{ number: certificate.name }] : [],
  } as UserRow;
  const tokensValidAfter = isDate(raw.tokens_valid_after);
  if (!(tokensValidAfter instanceof Date) || typeof raw.revoked !== "boolean") throw new Error("user row: unexpected guard columns");
  return { row, tokensValidAfter, revoked: raw.revoked };
}

/** The user's resource row and whether `jti` is revoked (false without one); null for no such user. */
export async function readUserRow(userId: number, jti: string | null = null): Promise<AuthRow | null> {
  const [json] = await readColumn(USER_ROW_SQL, [userId, jti]);
  if (json === undefined) return null;
  return toAuthRow((typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>);
}
