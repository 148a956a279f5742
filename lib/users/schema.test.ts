import { describe, expect, it } from "vitest";
import { ZAccepted, ZChangePassword, ZDiveCenterChoice, ZDob, ZEmail, ZPassword, ZProfileUpdate, ZRegister, ZYmd } from "@/lib/users/schema";

const valid = {
  email: "Anna@Example.com ",
  password: "Bubbles-2026",
  password_confirmation: "Bubbles-2026",
  first_name: " Anna ",
  last_name: "Bianchi",
  dob: "1992-03-04",
  country: "it",
  terms: true,
  gdpr: "yes",
};

describe("ZRegister", () => {
  it("normalises e-mail, names and country", () => {
    const r = ZRegister.parse(valid);
    expect(r).toMatchObject({ email: "anna@example.com", first_name: "Anna", country: "IT" });
  });

  it("refuses a mismatched confirmation on the password field", () => {
    const r = ZRegister.safeParse({ ...valid, password_confirmation: "x" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toContain("password");
  });

  it("ignores unknown fields", () => {
    const r = ZRegister.parse({ ...valid, role: "admin", status: "banned" });
    expect(r).not.toHaveProperty("role");
    expect(r).not.toHaveProperty("status");
  });

  it("maps legacy language codes", () => {
    expect(ZRegister.parse({ ...valid, default_language: "kr" }).default_language).toBe("ko");
    expect(ZRegister.safeParse({ ...valid, default_language: "klingon" }).success).toBe(false);
  });
});

describe("field schemas", () => {
  it("ZAccepted takes Laravel's accepted values only", () => {
    for (const v of [true, 1, "1", "yes", "on", "true"]) expect(ZAccepted.safeParse(v).success, String(v)).toBe(true);
    for (const v of [false, 0, "0", "no", "off", "false", "", null]) expect(ZAccepted.safeParse(v).success, String(v)).toBe(false);
  });

  it("ZYmd and ZDob check format, calendar and range with one error each", () => {
    expect(ZYmd.safeParse("2024-02-29").success).toBe(true);
    for (const bad of ["2023-02-29", "2024-13-01", "24-01-01", "2024-1-1", "2024-01-01T00:00:00Z"]) expect(ZYmd.safeParse(bad).success, bad).toBe(false);
    expect(ZDob.safeParse("1899-12-31").success).toBe(false);
    expect(ZDob.safeParse("2999-01-01").success).toBe(false);
    expect(ZDob.safeParse("21/07/1988").error!.issues).toHaveLength(1);
    expect(ZDob.safeParse("2023-02-30").error!.issues).toHaveLength(1);
  });

  it("ZEmail trims and lower-cases", () => {
    expect(ZEmail.parse("  A.B@Example.COM ")).toBe("a.b@example.com");
    expect(ZEmail.safeParse("a@").success).toBe(false);
    expect(ZEmail.safeParse(`${"a".repeat(190)}@x.io`).success).toBe(false);
  });

  it("ZPassword wants 10+ characters with a letter and a number", () => {
    expect(ZPassword.safeParse("abcdefghi1").success).toBe(true);
    expect(ZPassword.safeParse("abcdefgh1").success).toBe(false);
    expect(ZPassword.safeParse("abcdefghij").success).toBe(false);
    expect(ZPassword.safeParse("1234567890").success).toBe(false);
    expect(ZPassword.safeParse(`a1${"x".repeat(127)}`).success).toBe(false);
  });

  it("ZProfileUpdate accepts enum codes and labels, empties optional text to null", () => {
    expect(ZProfileUpdate.parse({ gender: "Female", preferred_system: "IMPERIAL", city: "", phone: "  " })).toEqual({
      gender: "female",
      preferred_system: "imperial",
      city: null,
      phone: null,
    });
    expect(ZProfileUpdate.parse({ gender: "Femmina" }).gender).toBe("female");
    expect(ZProfileUpdate.safeParse({ gender: "f" }).success).toBe(false);
    expect(ZProfileUpdate.parse({})).toEqual({});
    expect(ZProfileUpdate.parse({ full_name: "x", email: "y@example.com", vat_rate: 1 })).toEqual({});
  });

  it("ZProfileUpdate checks timezones and countries", () => {
    expect(ZProfileUpdate.parse({ timezone: "Europe/Rome", nok_country: "fr" })).toEqual({ timezone: "Europe/Rome", nok_country: "FR" });
    expect(ZProfileUpdate.safeParse({ timezone: "Europe/Atlantis" }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ country: "ZZ" }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ country: null }).success).toBe(false);
  });

  it("ZChangePassword and ZDiveCenterChoice", () => {
    expect(ZChangePassword.safeParse({ current_password: "x", password: "Bubbles-2026", password_confirmation: "Bubbles-2026" }).success).toBe(true);
    expect(ZChangePassword.safeParse({ current_password: "", password: "Bubbles-2026", password_confirmation: "Bubbles-2026" }).success).toBe(false);
    expect(ZDiveCenterChoice.parse({ dive_center_id: null })).toEqual({ dive_center_id: null });
    expect(ZDiveCenterChoice.safeParse({}).success).toBe(false);
    expect(ZDiveCenterChoice.safeParse({ dive_center_id: "3" }).success).toBe(false);
  });
});
