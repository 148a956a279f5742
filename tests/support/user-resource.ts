import { expect } from "vitest";

// The user resource of the interface specification, field by field (binding to the letter).

type Kind = "integer" | "string" | "boolean" | "number";
type Field = { kind: Kind; nullable: boolean; format?: "ymd" | "iso" };

const s = (nullable = true, format?: Field["format"]): Field => ({ kind: "string", nullable, format });

export const userResourceFields: Record<string, Field> = {
  id: { kind: "integer", nullable: false },
  member_id: s(),
  email: s(false),
  qrcode: s(false),
  qualification: s(),
  qualification_cast: s(),
  category: s(),
  first_name: s(),
  last_name: s(),
  full_name: s(),
  nationality: s(),
  country: s(),
  state: s(),
  state_code: s(),
  city: s(),
  address: s(),
  timezone: s(),
  postal_code: s(),
  phone: s(),
  mobile: s(),
  gender: s(),
  dob: s(true, "ymd"),
  nok_first_name: s(),
  nok_last_name: s(),
  nok_phone: s(),
  nok_email: s(),
  nok_country: s(),
  avatar: s(false),
  e_card: s(false),
  guardian_first_name: s(),
  guardian_last_name: s(),
  guardian_email: s(),
  guardian_accepted: { kind: "boolean", nullable: false },
  default_language: s(),
  currency: s(),
  preferred_system: s(false),
  vat_rate: { kind: "number", nullable: true },
  gdpr: s(true, "ymd"),
  terms: s(true, "ymd"),
  policy_accepted_at: s(true, "ymd"),
  email_verified_at: s(true, "ymd"),
  created_at: s(false, "iso"),
  updated_at: s(false, "iso"),
  dive_center: s(false),
  distributor: s(false),
  status: s(false),
};

export const conditionalFields = {
  diveCenter: { dive_center_id: { kind: "integer", nullable: false }, dive_center_date: s(true, "ymd") },
  distributor: { distributor_id: { kind: "integer", nullable: false }, distributor_date: s(true, "ymd") },
  inactive: {
    suspension_days: { kind: "integer", nullable: false },
    restore_date: s(true, "ymd"),
    restore_status: s(),
    status_reason: s(false),
  },
  professional: {
    job_country: s(false),
    professional_status: s(),
    professional_suspension_days: { kind: "integer", nullable: false },
    professional_restore_date: s(true, "ymd"),
    professional_status_reason: s(false),
    renewal_date: s(true, "ymd"),
    expire_date: s(true, "ymd"),
  },
} satisfies Record<string, Record<string, Field>>;

export type Conditions = Partial<Record<keyof typeof conditionalFields, boolean>>;

export const YMD = /^\d{4}-\d{2}-\d{2}$/;
export const ISO_MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;
export const MEMBER_ID = /^[A-Z]{2}\d{2}-\d{3}-\d{3}$/;

function checkField(name: string, field: Field, value: unknown) {
  if (value === null) {
    expect(field.nullable, `${name} must not be null`).toBe(true);
    return;
  }
  if (field.kind === "integer") expect(Number.isInteger(value), `${name} must be an integer, got ${JSON.stringify(value)}`).toBe(true);
  else expect(typeof value, `${name} must be a ${field.kind}`).toBe(field.kind);
  if (field.format === "ymd") expect(value, name).toMatch(YMD);
  if (field.format === "iso") expect(value, name).toMatch(ISO_MICRO);
}

/**
 * A complete user-resource response: the envelope with `success: true`, every field of the
 * specification with its type and format, and the conditional fields present exactly when
 * their condition holds.
 */
export function expectUserResourceResponse(json: any, conditions: Conditions = {}): Record<string, any> {
  expect(json).toMatchObject({ status: "success", success: true });
  expect(typeof json.message).toBe("string");
  return expectUserFields(json.data, conditions);
}

/** The user fields themselves (also embedded as `user` in the legacy token response). */
export function expectUserFields(value: unknown, conditions: Conditions = {}): Record<string, any> {
  const data = value as Record<string, any>;
  expect(data && typeof data === "object" && !Array.isArray(data)).toBe(true);
  // The user fields directly: no nested envelope.
  expect(data).not.toHaveProperty("data");
  expect(data).not.toHaveProperty("success");
  expect(data).not.toHaveProperty("message");
  expect(data.status).not.toBe("success");
  for (const [name, field] of Object.entries(userResourceFields)) {
    expect(data, `missing ${name}`).toHaveProperty(name);
    checkField(name, field, data[name]);
  }
  for (const [group, fields] of Object.entries(conditionalFields)) {
    const present = conditions[group as keyof Conditions] ?? false;
    for (const [name, field] of Object.entries(fields as Record<string, Field>)) {
      if (present) {
        expect(data, `conditional ${name} (${group}) must be present`).toHaveProperty(name);
        checkField(name, field, data[name]);
      } else {
        expect(data, `conditional ${name} (${group}) must be absent`).not.toHaveProperty(name);
      }
    }
  }
  const known = new Set([...Object.keys(userResourceFields), ...Object.values(conditionalFields).flatMap((g) => Object.keys(g))]);
  const extra = Object.keys(data).filter((k) => !known.has(k));
  // Adding fields is allowed by the contract, but secrets must never appear.
  for (const secret of ["password", "password_hash", "passwordHash", "tokens_valid_after"]) {
    expect(extra).not.toContain(secret);
  }
  if (data.member_id !== null) expect(data.member_id).toMatch(MEMBER_ID);
  expect(data.qrcode.startsWith("<?xml")).toBe(true);
  expect(data.qrcode).toContain("<svg");
  expect(data.qrcode.trimEnd().endsWith("</svg>")).toBe(true);
  expect(data.avatar).toMatch(/^https?:\/\//);
  expect(data.e_card).toMatch(/^https?:\/\//);
  return data;
}

/** Today's date in UTC as Y-m-d. */
export const todayYmd = () => new Date().toISOString().slice(0, 10);
