import { AccountStatus, Gender, PreferredSystem, ProfessionalStatus, QualificationLevel, Role } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";
import type { UserRow } from "@/lib/users/serializers";

// The hot path of every authenticated request: the token's user, everything the user resource
// shows, and whether the token's jti is revoked, in ONE statement (one round trip, one prepared
// statement). Prisma's `findUnique({ select: userResourceSelect })` returns the same row but, with
// relationJoins, as a JSON aggregation per relation that PostgreSQL builds and Prisma re-parses on
// every call (docs/benchmarks.md); plain joins cost a fraction of it. Every value read here is
// checked against the type the Prisma select would give; tests/integration/perf-statements.test.ts
// compares the two rows field by field.

type Check = (v: unknown) => boolean;
const isInt: Check = (v) => Number.isInteger(v);
const isText: Check = (v) => typeof v === "string";
const isDate: Check = (v) => v instanceof Date && !Number.isNaN(v.getTime());
const oneOf = (values: Record<string, string>): Check => {
  const set = new Set(Object.values(values));
  return (v) => typeof v === "string" && set.has(v);
};
const nullable = (check: Check): Check => (v) => v === null || check(v);

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
} satisfies Partial<Record<keyof UserRow, [string, Check]>>;

/** Every column of the professional membership (userResourceSelect takes it whole). */
const professionalColumns = {
  userId: ["user_id", isInt], jobCountry: ["job_country", isText], status: ["status", nullable(oneOf(ProfessionalStatus))],
  suspensionDays: ["suspension_days", isInt], restoreDate: ["restore_date", nullable(isDate)],
  statusReason: ["status_reason", isText], renewalDate: ["renewal_date", nullable(isDate)],
  expireDate: ["expire_date", nullable(isDate)], reminderSentFor: ["reminder_sent_for", nullable(isDate)],
  createdAt: ["created_at", isDate], updatedAt: ["updated_at", isDate],
} satisfies Record<keyof NonNullable<UserRow["professional"]>, [string, Check]>;

/** The scalar keys this statement covers (a test checks them against userResourceSelect). */
export const USER_ROW_SCALAR_KEYS = Object.keys(userColumns);

const selectList = [
  ...Object.values(userColumns).map(([c]) => `u.${c}`),
  ...Object.values(professionalColumns).map(([c]) => `p.${c} AS p_${c}`),
].join(", ");

// The best valid certification follows certificationOrder (level, then newest, then id).
const USER_ROW_SQL = `SELECT ${selectList}, u.tokens_valid_after, dc.name AS dc_name, d.name AS d_name, best.number AS cert_number,
  EXISTS (SELECT 1 FROM revoked_access_tokens r WHERE r.jti = $2) AS revoked
  FROM users u
  LEFT JOIN dive_centers dc ON dc.id = u.dive_center_id
  LEFT JOIN distributors d ON d.id = u.distributor_id
  LEFT JOIN professional_memberships p ON p.user_id = u.id
  LEFT JOIN LATERAL (SELECT c.number FROM certifications c WHERE c.user_id = u.id AND c.status = 'valid'
    ORDER BY c.level DESC, c.issued_at DESC, c.id DESC LIMIT 1) best ON true
  WHERE u.id = $1`;

export type AuthRow = { row: UserRow; tokensValidAfter: Date; revoked: boolean };

function pick(raw: Record<string, unknown>, columns: Record<string, [string, Check]>, prefix = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, [column, check]] of Object.entries(columns)) {
    const value = raw[prefix + column];
    if (!check(value)) throw new Error(`user row: unexpected ${typeof value} in ${prefix + column}`);
    out[key] = value;
  }
  return out;
}

/** The raw row in the exact shape of `findUnique({ select: userResourceSelect })`; throws on a type it does not expect. */
export function toAuthRow(raw: Record<string, unknown>): AuthRow {
  const nameOrNull = (v: unknown, column: string) => {
    if (v !== null && !isText(v)) throw new Error(`user row: unexpected ${typeof v} in ${column}`);
    return v === null ? null : { name: v as string };
  };
  const certificate = nameOrNull(raw.cert_number, "cert_number");
  const row = {
    ...pick(raw, userColumns),
    diveCenter: nameOrNull(raw.dc_name, "dc_name"),
    distributor: nameOrNull(raw.d_name, "d_name"),
    professional: raw.p_user_id === null ? null : pick(raw, professionalColumns, "p_"),
    certifications: certificate ? [{ number: certificate.name }] : [],
  } as UserRow;
  if (!isDate(raw.tokens_valid_after) || typeof raw.revoked !== "boolean") throw new Error("user row: unexpected guard columns");
  return { row, tokensValidAfter: raw.tokens_valid_after as Date, revoked: raw.revoked };
}

/** The user's resource row and whether `jti` is revoked (false without one); null for no such user. */
export async function readUserRow(userId: number, jti: string | null = null): Promise<AuthRow | null> {
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(USER_ROW_SQL, userId, jti);
  return rows[0] ? toAuthRow(rows[0]) : null;
}
