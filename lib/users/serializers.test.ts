import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ageOn, dateOnly, isoMicro, isoMillis, todayUtc, ymd } from "@/lib/dates";
import { parseEnv, setEnvForTests } from "@/lib/env";
import { conditionalGroups, ZUserResource } from "@/lib/users/record-schema";
import { fullNameOf, isProfessionalRow, toUserResource, type UserRow } from "@/lib/users/serializers";

beforeAll(() =>
  setEnvForTests(parseEnv({ NODE_ENV: "test", APP_URL: "https://divecert.example", AUTH_SECRET: "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz", LOG_LEVEL: "silent" })),
);
afterAll(() => setEnvForTests(undefined));

describe("date formats", () => {
  it("Y-m-d for date-only fields", () => {
    expect(ymd(new Date("2026-11-22T23:59:59.999Z"))).toBe("2026-11-22");
    expect(ymd(dateOnly("1990-04-12"))).toBe("1990-04-12");
    expect(ymd(null)).toBeNull();
    expect(ymd(undefined)).toBeNull();
  });

  it("ISO 8601 with six fractional digits and +00:00 for created_at/updated_at", () => {
    expect(isoMicro(new Date("2026-11-22T13:20:05.123Z"))).toBe("2026-11-22T13:20:05.123000+00:00");
    expect(isoMicro(new Date("2026-01-01T00:00:00.000Z"))).toBe("2026-01-01T00:00:00.000000+00:00");
    expect(isoMicro(new Date())).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
  });

  it("ISO 8601 with milliseconds and Z for dive-log end/signed_at", () => {
    expect(isoMillis(new Date("2026-11-22T10:45:00Z"))).toBe("2026-11-22T10:45:00.000Z");
    expect(isoMillis(null)).toBeNull();
  });

  it("dateOnly is UTC midnight; todayUtc is today's UTC date", () => {
    expect(dateOnly("2000-02-29").toISOString()).toBe("2000-02-29T00:00:00.000Z");
    expect(ymd(todayUtc())).toBe(new Date().toISOString().slice(0, 10));
  });

  it("ageOn counts birthdays in UTC", () => {
    const on = new Date("2026-06-15T12:00:00Z");
    expect(ageOn(dateOnly("2008-06-15"), on)).toBe(18);
    expect(ageOn(dateOnly("2008-06-16"), on)).toBe(17);
    expect(ageOn(dateOnly("2008-07-01"), on)).toBe(17);
    expect(ageOn(dateOnly("2008-05-31"), on)).toBe(18);
  });
});

const baseRow = (over: Partial<UserRow> = {}): UserRow =>
  ({
    id: 7, memberId: "IT14-729-985", email: "giulia@example.com", role: "diver", firstName: "Giulia", lastName: "Marino",
    nationality: "IT", country: "IT", state: null, stateCode: null, city: "Genova", address: null, timezone: "Europe/Rome",
    postalCode: null, phone: null, mobile: null, gender: "female", dob: dateOnly("1994-05-17"), nokFirstName: null,
    nokLastName: null, nokPhone: null, nokEmail: null, nokCountry: null, avatarPath: null, guardianFirstName: null,
    guardianLastName: null, guardianEmail: null, guardianAcceptedAt: null, defaultLanguage: "cn", preferredSystem: "metric",
    qualification: null, qualificationLevel: null, gdprAt: dateOnly("2026-01-02"), termsAt: dateOnly("2026-01-02"),
    policyAcceptedAt: dateOnly("2026-01-02"), emailVerifiedAt: new Date("2026-01-02T10:00:00Z"), status: "active",
    statusReason: null, suspensionDays: null, restoreDate: null, restoreStatus: null, diveCenterId: null, diveCenterDate: null,
    distributorId: null, distributorDate: null, createdAt: new Date("2026-01-02T09:08:07.654Z"), updatedAt: new Date("2026-01-03T00:00:00Z"),
    diveCenter: null, distributor: null, professional: null,
    ...over,
  }) as UserRow;

describe("toUserResource", () => {
  it("formats every field of the specification", async () => {
    const r = await toUserResource(baseRow(), "en");
    expect(r).toMatchObject({
      id: 7,
      member_id: "IT14-729-985",
      full_name: "Giulia Marino",
      gender: "Female",
      dob: "1994-05-17",
      default_language: "zh",
      currency: "EUR",
      vat_rate: 22,
      preferred_system: "Metric",
      email_verified_at: "2026-01-02",
      created_at: "2026-01-02T09:08:07.654000+00:00",
      updated_at: "2026-01-03T00:00:00.000000+00:00",
      dive_center: "Not assigned",
      distributor: "Not assigned",
      status: "Account Active",
      guardian_accepted: false,
      avatar: "https://divecert.example/images/avatar-placeholder.png",
      e_card: "https://divecert.example/cards/member/IT14-729-985.png",
      category: null,
      qualification_cast: null,
    });
    expect(r.qrcode).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<svg/);
    expect(String(r.qrcode).trimEnd().endsWith("</svg>")).toBe(true);
    for (const absent of ["dive_center_id", "distributor_id", "suspension_days", "job_country", "password_hash", "passwordHash"]) {
      expect(r).not.toHaveProperty(absent);
    }
  });

  it("translates labels, never Not assigned", async () => {
    const r = await toUserResource(baseRow({ qualificationLevel: "specialty" }), "ko");
    expect(r).toMatchObject({ gender: "여성", preferred_system: "미터법", status: "계정 활성", dive_center: "Not assigned", qualification_cast: "스페셜티 다이버", category: "레크리에이션 다이버" });
  });

  it("adds dive center and distributor fields only when assigned", async () => {
    const r = await toUserResource(
      baseRow({ diveCenterId: 3, diveCenterDate: dateOnly("2026-02-01"), diveCenter: { name: "Secca" }, distributorId: 9, distributorDate: null, distributor: { name: "EMEA" } }),
      "en",
    );
    expect(r).toMatchObject({ dive_center: "Secca", dive_center_id: 3, dive_center_date: "2026-02-01", distributor: "EMEA", distributor_id: 9, distributor_date: null });
  });

  it("adds the status fields when the account is not active", async () => {
    const r = await toUserResource(baseRow({ status: "suspended", suspensionDays: 10, restoreDate: dateOnly("2026-12-01"), restoreStatus: "active", statusReason: "Fee." }), "it");
    expect(r).toMatchObject({ status: "Account sospeso", suspension_days: 10, restore_date: "2026-12-01", restore_status: "Account attivo", status_reason: "Fee." });
  });

  it("adds the professional fields only for a professional membership at instructor level or above", async () => {
    const professional = {
      userId: 7, jobCountry: "IT", status: "expired", suspensionDays: 0, restoreDate: null, statusReason: "", renewalDate: dateOnly("2026-01-15"),
      expireDate: dateOnly("2026-12-31"), createdAt: new Date(), updatedAt: new Date(),
    } as UserRow["professional"];
    const pro = await toUserResource(baseRow({ professional, qualificationLevel: "trainer", qualification: "Instructor Trainer" }), "en");
    expect(pro).toMatchObject({ job_country: "IT", professional_status: "Professional Expired", professional_suspension_days: 0, professional_restore_date: null, professional_status_reason: "", renewal_date: "2026-01-15", expire_date: "2026-12-31", qualification_cast: "Trainer", category: "Instructor Trainer" });
    const diverWithMembership = await toUserResource(baseRow({ professional, qualificationLevel: "diver" }), "en");
    expect(diverWithMembership).not.toHaveProperty("job_country");
    expect(isProfessionalRow({ professional, qualificationLevel: "examiner" })).toBe(true);
    expect(isProfessionalRow({ professional: null, qualificationLevel: "examiner" })).toBe(false);
  });

  it("keeps null where the specification allows it", async () => {
    const r = await toUserResource(baseRow({ country: null, nationality: null, dob: null, emailVerifiedAt: null, gender: null, defaultLanguage: null, firstName: null, lastName: null }), "en");
    expect(r).toMatchObject({ country: null, currency: null, vat_rate: null, dob: null, email_verified_at: null, gender: null, default_language: null, full_name: null });
  });
});

describe("the user resource and its schema", () => {
  // The JSON Schema the OpenAPI document shows (strict: no undeclared field; dependentRequired:
  // a conditional group is sent whole), checked with an independent validator.
  const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
    z.toJSONSchema(ZUserResource, { io: "output", unrepresentable: "any", target: "draft-2020-12" }),
  );
  const professional = {
    userId: 7, jobCountry: "IT", status: null, suspensionDays: 3, restoreDate: dateOnly("2027-01-01"), statusReason: "Audit.",
    renewalDate: null, expireDate: null, createdAt: new Date(), updatedAt: new Date(),
  } as UserRow["professional"];
  const cases: [string, UserRow, (keyof typeof conditionalGroups)[]][] = [
    ["a new diver", baseRow(), []],
    ["a diver with every null the specification allows", baseRow({ country: null, nationality: null, dob: null, gender: null, defaultLanguage: null, firstName: null, lastName: null, emailVerifiedAt: null, gdprAt: null, termsAt: null, policyAcceptedAt: null }), []],
    ["a member of a dive center and a distributor", baseRow({ diveCenterId: 3, diveCenterDate: null, diveCenter: { name: "Secca" }, distributorId: 9, distributorDate: dateOnly("2026-03-01"), distributor: { name: "EMEA" } }), ["diveCenter", "distributor"]],
    ["a pending account with nothing on record", baseRow({ status: "pending" }), ["inactive"]],
    ["a banned professional", baseRow({ status: "banned", suspensionDays: 30, restoreStatus: "active", statusReason: "Fraud.", professional, qualificationLevel: "examiner" }), ["inactive", "professional"]],
  ];

  it.each(cases)("matches the schema for %s, with exactly the conditional groups that apply", async (_, row, groups) => {
    const r = await toUserResource(row, "de");
    expect(validate(r), JSON.stringify(validate.errors)).toBe(true);
    expect(ZUserResource.strict().safeParse(r).success).toBe(true);
    for (const [group, fields] of Object.entries(conditionalGroups)) {
      const present = fields.filter((f) => f in r);
      expect(present, group).toEqual(groups.includes(group as keyof typeof conditionalGroups) ? [...fields] : []);
    }
  });

  it("rejects what the specification rules out: null for an always-present field, a half group, an unknown field", async () => {
    const r = await toUserResource(baseRow({ diveCenterId: 3, diveCenter: { name: "Secca" } }), "en");
    expect(validate({ ...r, avatar: null })).toBe(false);
    expect(validate({ ...r, dive_center: null })).toBe(false);
    const { dive_center_date: _date, ...half } = r;
    expect(validate(half)).toBe(false);
    expect(validate({ ...r, password_hash: "x" })).toBe(false);
    expect(validate({ ...r, suspension_days: null, restore_date: null, restore_status: null, status_reason: null })).toBe(false);
  });
});

describe("fullNameOf", () => {
  it("joins the names that exist", () => {
    expect(fullNameOf({ firstName: "A", lastName: "B" })).toBe("A B");
    expect(fullNameOf({ firstName: "A", lastName: null })).toBe("A");
    expect(fullNameOf({ firstName: null, lastName: null })).toBeNull();
  });
});
