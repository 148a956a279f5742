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
const asInt: Read = (v) => (Number.isInteger(v) ? v : BAD);
const asText: Read = (v) => (typeof v === "string" ? v : BAD);
/** timestamptz arrives as ISO 8601 with an offset, date as YYYY-MM-DD (read as UTC midnight, like Prisma). */
const asDate: Read = (v) => {
  if (typeof v !== "string") return BAD;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? BAD : d;
};
const oneOf = (values: Record<string, string>): Read => {
  const set = new Set(Object.values(values));
  return (v) => (typeof v === "string" && set.has(v) ? v : BAD);
};
const asTextList: Read = (v) => (Array.isArray(v) && v.every((x) => typeof x === "string") ? v : BAD);
const nullable = (read: Read): Read => (v) => (v === null ? null : read(v));

/** Scalar fields of userResourceSelect: [column, read]. */
const userColumns = {
  id: ["id", asInt], memberId: ["member_id", asText], email: ["email", asText], role: ["role", oneOf(Role)],
  permissions: ["permissions", asTextList],
  firstName: ["first_name", nullable(asText)], lastName: ["last_name", nullable(asText)],
  nationality: ["nationality", nullable(asText)], country: ["country", nullable(asText)],
  state: ["state", nullable(asText)], stateCode: ["state_code", nullable(asText)], city: ["city", nullable(asText)],
  address: ["address", nullable(asText)], timezone: ["timezone", nullable(asText)],
  postalCode: ["postal_code", nullable(asText)], phone: ["phone", nullable(asText)], mobile: ["mobile", nullable(asText)],
  gender: ["gender", nullable(oneOf(Gender))], dob: ["dob", nullable(asDate)],
  nokFirstName: ["nok_first_name", nullable(asText)], nokLastName: ["nok_last_name", nullable(asText)],
  nokPhone: ["nok_phone", nullable(asText)], nokEmail: ["nok_email", nullable(asText)],
  nokCountry: ["nok_country", nullable(asText)], avatarPath: ["avatar_path", nullable(asText)],
  guardianFirstName: ["guardian_first_name", nullable(asText)], guardianLastName: ["guardian_last_name", nullable(asText)],
  guardianEmail: ["guardian_email", nullable(asText)], guardianAcceptedAt: ["guardian_accepted_at", nullable(asDate)],
  defaultLanguage: ["default_language", nullable(asText)], preferredSystem: ["preferred_system", oneOf(PreferredSystem)],
  qualification: ["qualification", nullable(asText)], qualificationLevel: ["qualification_level", nullable(oneOf(QualificationLevel))],
  gdprAt: ["gdpr_at", nullable(asDate)], termsAt: ["terms_at", nullable(asDate)],
  policyAcceptedAt: ["policy_accepted_at", nullable(asDate)], emailVerifiedAt: ["email_verified_at", nullable(asDate)],
  status: ["status", oneOf(AccountStatus)], statusReason: ["status_reason", nullable(asText)],
  suspensionDays: ["suspension_days", nullable(asInt)], restoreDate: ["restore_date", nullable(asDate)],
  restoreStatus: ["restore_status", nullable(oneOf(AccountStatus))], diveCenterId: ["dive_center_id", nullable(asInt)],
  diveCenterDate: ["dive_center_date", nullable(asDate)], distributorId: ["distributor_id", nullable(asInt)],
  distributorDate: ["distributor_date", nullable(asDate)], createdAt: ["created_at", asDate], updatedAt: ["updated_at", asDate],
} satisfies Partial<Record<keyof UserRow, [string, Read]>>;

/** Every column of the professional membership (userResourceSelect takes it whole). */
const professionalColumns = {
  userId: ["user_id", asInt], jobCountry: ["job_country", asText], status: ["status", nullable(oneOf(ProfessionalStatus))],
  suspensionDays: ["suspension_days", asInt], restoreDate: ["restore_date", nullable(asDate)],
  statusReason: ["status_reason", asText], renewalDate: ["renewal_date", nullable(asDate)],
  expireDate: ["expire_date", nullable(asDate)], reminderSentFor: ["reminder_sent_for", nullable(asDate)],
  createdAt: ["created_at", asDate], updatedAt: ["updated_at", asDate],
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

/** [key in the row, key in the JSON, read], worked out once: the loop below runs on every request. */
type Field = readonly [key: string, column: string, read: Read];
const fieldsOf = (columns: Record<string, readonly [string, Read]>, prefix: string): Field[] =>
  Object.entries(columns).map(([key, [column, read]]) => [key, prefix + column, read] as const);
const userFields = fieldsOf(userColumns, "u_");
const professionalFields = fieldsOf(professionalColumns, "p_");

function pick(raw: Record<string, unknown>, fields: Field[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column, read] of fields) {
    const value = read(raw[column]);
    if (value === BAD) throw new Error(`user row: unexpected ${typeof raw[column]} in ${column}`);
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
  const row = pick(raw, userFields) as UserRow;
  row.diveCenter = nameOrNull(raw.dc_name, "dc_name");
  row.distributor = nameOrNull(raw.d_name, "d_name");
  row.professional = raw.p_user_id === null ? null : (pick(raw, professionalFields) as UserRow["professional"]);
  row.certifications = certificate ? [{ number: certificate.name }] : [];
  const tokensValidAfter = asDate(raw.tokens_valid_after);
  if (!(tokensValidAfter instanceof Date) || typeof raw.revoked !== "boolean") throw new Error("user row: unexpected guard columns");
  return { row, tokensValidAfter, revoked: raw.revoked };
}

/** The user's resource row and whether `jti` is revoked (false without one); null for no such user. */
export async function readUserRow(userId: number, jti: string | null = null): Promise<AuthRow | null> {
  const [json] = await readColumn(USER_ROW_SQL, [userId, jti]);
  if (json === undefined) return null;
  return toAuthRow((typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>);
}
