import { describe, expect, it } from "vitest";
import * as profileRoute from "@/app/api/v1/profile/route";
import * as diveCenterRoute from "@/app/api/v1/profile/dive-center/route";
import * as passwordRoute from "@/app/api/v1/profile/password/route";
import * as userRoute from "@/app/api/v1/user/route";
import * as userPasswordRoute from "@/app/api/v1/user/password/route";
import * as userDiveCenterRoute from "@/app/api/v1/user/dive-center/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as refreshRoute from "@/app/api/v1/auth/refresh/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import { getDb } from "@/lib/db/client";
import { createDiveCenter, createUser, mailsTo, newSession, uniqueEmail } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { expectUserResourceResponse, todayYmd } from "@/tests/support/user-resource";

const get = (token: string | undefined, path = "/api/v1/profile", headers: Record<string, string> = {}) =>
  call(profileRoute.GET, { path, token, headers });
const patch = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call(profileRoute.PATCH, { method: "PATCH", path: "/api/v1/profile", token, body, headers });
const setCenter = (token: string, body: unknown) =>
  call(diveCenterRoute.PATCH, { method: "PATCH", path: "/api/v1/profile/dive-center", token, body });
const changePassword = (token: string, body: unknown) =>
  call(passwordRoute.PUT, { method: "PUT", path: "/api/v1/profile/password", token, body });
const remove = (token: string, body: unknown) => call(profileRoute.DELETE, { method: "DELETE", path: "/api/v1/profile", token, body });
const login = (email: string, password: string) =>
  call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email, password } });

function expect422(res: { status: number; json: any }, fields: string[]) {
  expect(res.status).toBe(422);
  expect(res.json.status).toBe("error");
  for (const f of fields) expect(res.json.errors, `errors.${f}`).toHaveProperty(f);
  const all = Object.values(res.json.errors as Record<string, string[]>).flat();
  expect(res.json.message.startsWith(all[0]!)).toBe(true);
  return res.json.errors as Record<string, string[]>;
}

describe("GET /profile", () => {
  it("answers the complete user resource of the token's owner", async () => {
    const { user, token } = await createUser({ firstName: "Giulia", lastName: "Marino" });
    const res = await get(token);
    expect(res.status).toBe(200);
    const data = expectUserResourceResponse(res.json);
    expect(data).toMatchObject({
      id: user.id,
      email: user.email,
      member_id: user.memberId,
      full_name: "Giulia Marino",
      dob: "1990-04-12",
      email_verified_at: todayYmd(),
      status: "Account Active",
      preferred_system: "Metric",
      dive_center: "Not assigned",
      distributor: "Not assigned",
      category: null,
      qualification_cast: null,
      vat_rate: 22,
      currency: "EUR",
    });
  });

  it("is cacheable: ETag, then 304 for If-None-Match; a change gives a new ETag", async () => {
    const { token } = await createUser();
    const first = await get(token);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toContain("private");
    expect(first.headers.get("vary")).toMatch(/Authorization/i);

    const cached = await get(token, "/api/v1/profile", { "if-none-match": etag! });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe("");
    expect(cached.headers.get("etag")).toBe(etag);
    expect(cached.headers.get("x-request-id")).toBeTruthy();
    expect((await get(token, "/api/v1/profile", { "if-none-match": `W/"other", ${etag}` })).status).toBe(304);
    expect((await get(token, "/api/v1/profile", { "if-none-match": 'W/"stale"' })).status).toBe(200);

    expect((await patch(token, { city: "Genova" })).status).toBe(200);
    const changed = await get(token, "/api/v1/profile", { "if-none-match": etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(changed.json.data.city).toBe("Genova");
    // Another language is another representation.
    const italian = await get(token, "/api/v1/profile", { "if-none-match": changed.headers.get("etag")!, "accept-language": "it" });
    expect(italian.status).toBe(200);
  });

  it("translates display labels for Accept-Language; Not assigned stays English", async () => {
    const { token } = await createUser();
    await patch(token, { gender: "female" });
    const res = await get(token, "/api/v1/profile", { "accept-language": "it-IT,it;q=0.9,en;q=0.8" });
    expect(res.json.data).toMatchObject({
      status: "Account attivo",
      preferred_system: "Metrico",
      gender: "Femmina",
      dive_center: "Not assigned",
      distributor: "Not assigned",
      default_language: "en",
    });
  });

  it("takes ?lang= (legacy codes cn, kr, us normalised) when there is no Accept-Language", async () => {
    const { token } = await createUser();
    const kr = await get(token, "/api/v1/profile?lang=kr");
    expect(kr.json.data).toMatchObject({ status: "계정 활성", preferred_system: "미터법", dive_center: "Not assigned" });
    const cn = await get(token, "/api/v1/profile?lang=cn");
    expect(cn.json.data.status).toBe("账户已激活");
    const us = await get(token, "/api/v1/profile?lang=us");
    expect(us.json.data.status).toBe("Account Active");
    // The header wins over the query; unsupported values fall back.
    expect((await get(token, "/api/v1/profile?lang=kr", { "accept-language": "de" })).json.data.status).toBe("Konto aktiv");
    expect((await get(token, "/api/v1/profile?lang=xx")).json.data.status).toBe("Account Active");
    expect((await get(token, "/api/v1/profile", { "accept-language": "xx, *" })).json.data.status).toBe("Account Active");
  });

  it("falls back to the user's default_language, normalising a stored legacy code", async () => {
    const { token } = await createUser({ defaultLanguage: "kr" });
    const res = await get(token);
    expect(res.json.data.default_language).toBe("ko");
    expect(res.json.data.status).toBe("계정 활성");
    const it1 = await createUser({ defaultLanguage: "it" });
    expect((await get(it1.token)).json.data.status).toBe("Account attivo");
    expect((await get(it1.token, "/api/v1/profile", { "accept-language": "en" })).json.data.status).toBe("Account Active");
  });

  it("needs a valid token", async () => {
    expect((await get(undefined)).status).toBe(401);
    expect((await get("abc.def.ghi")).json).toEqual({ status: "error", message: "Unauthenticated." });
  });

  it("shows the professional conditional fields to a professional", async () => {
    const { token } = await createUser({ professional: { status: "active", jobCountry: "ES", statusReason: "" }, country: "ES" });
    const data = expectUserResourceResponse((await get(token)).json, { professional: true });
    expect(data).toMatchObject({
      qualification: "Scuba Instructor",
      qualification_cast: "Professional",
      category: "Dive Professional",
      job_country: "ES",
      professional_status: "Professional Active",
      professional_suspension_days: 0,
      professional_restore_date: null,
      professional_status_reason: "",
      renewal_date: "2026-01-15",
      expire_date: "2027-01-31",
    });
    const italian = (await get(token, "/api/v1/profile", { "accept-language": "it" })).json.data;
    expect(italian.professional_status).toBe("Professionista attivo");
    const expired = await createUser({ professional: { status: null } });
    expect((await get(expired.token)).json.data.professional_status).toBeNull();
  });

  it("shows the inactive conditional fields to a suspended account, which can log in and read its profile", async () => {
    const { user, password } = await createUser({
      status: "suspended",
      statusReason: "Membership fee unpaid.",
      suspensionDays: 30,
      restoreDate: "2027-03-01",
      restoreStatus: "active",
    });
    const loggedIn = await login(user.email, password);
    expect(loggedIn.status).toBe(200);
    const token = loggedIn.json.data.access_token as string;
    const res = await get(token);
    expect(res.status).toBe(200);
    const data = expectUserResourceResponse(res.json, { inactive: true });
    expect(data).toMatchObject({
      status: "Account Suspended",
      suspension_days: 30,
      restore_date: "2027-03-01",
      restore_status: "Account Active",
      status_reason: "Membership fee unpaid.",
    });
    expect((await get(token, "/api/v1/profile", { "accept-language": "fr" })).json.data).toMatchObject({
      status: "Compte suspendu",
      restore_status: "Compte actif",
    });

    for (const res of [
      await patch(token, { city: "Genova" }),
      await setCenter(token, { dive_center_id: null }),
      await changePassword(token, { current_password: password, password: "Another-Pass-2027", password_confirmation: "Another-Pass-2027" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ status: "error", message: expect.stringContaining("Account Suspended") });
    }
    expect((await call(logoutRoute.POST, { method: "POST", path: "/api/v1/auth/logout", token })).status).toBe(200);
  });

  it("shows the inactive fields with defaults for pending and banned accounts", async () => {
    for (const status of ["pending", "banned"] as const) {
      const { token } = await createUser({ status });
      const data = expectUserResourceResponse((await get(token)).json, { inactive: true });
      expect(data).toMatchObject({ suspension_days: 0, restore_date: null, restore_status: null, status_reason: "" });
      expect((await patch(token, { city: "X" })).json.message).toContain(status === "pending" ? "Account Pending" : "Account Banned");
    }
  });
});

describe("PATCH /profile", () => {
  const writable = {
    first_name: "Chiara",
    last_name: "Neri",
    nationality: "FR",
    country: "IT",
    state: "Liguria",
    state_code: "IT-GE",
    city: "Genova",
    address: "Via del Porto 14",
    timezone: "Europe/Rome",
    postal_code: "16038",
    phone: "+39 010 123456",
    mobile: "+39 333 1234567",
    gender: "female",
    dob: "1988-07-21",
    nok_first_name: "Luca",
    nok_last_name: "Neri",
    nok_phone: "+39 010 654321",
    nok_email: "luca.neri@example.com",
    nok_country: "IT",
    guardian_first_name: "Anna",
    guardian_last_name: "Neri",
    guardian_email: "anna.neri@example.com",
    default_language: "it",
    preferred_system: "imperial",
  };

  it("saves every writable field and answers the user resource", async () => {
    const { user, token } = await createUser();
    const res = await patch(token, writable, { "accept-language": "en" });
    expect(res.status).toBe(200);
    const data = expectUserResourceResponse(res.json);
    expect(data).toMatchObject({ ...writable, full_name: "Chiara Neri", gender: "Female", preferred_system: "Imperial", id: user.id });
    // Stored, not just echoed.
    const again = (await get(token, "/api/v1/profile", { "accept-language": "en" })).json.data;
    expect(again).toMatchObject({ ...writable, full_name: "Chiara Neri", gender: "Female", preferred_system: "Imperial" });
    // default_language now drives the response language.
    expect((await get(token)).json.data.gender).toBe("Femmina");
  });

  it("ignores full_name, email, status, vat_rate, member_id and other read-only fields", async () => {
    const { user, token } = await createUser({ firstName: "Marta", lastName: "Rossi" });
    const res = await patch(token, {
      full_name: "Someone Else",
      email: "hijack@example.com",
      status: "banned",
      vat_rate: 0,
      member_id: "IT00-000-000",
      qualification: "Course Director",
      email_verified_at: null,
      id: user.id + 1,
      role: "admin",
      currency: "USD",
      guardian_accepted: true,
      city: "Camogli",
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: user.id,
      full_name: "Marta Rossi",
      email: user.email,
      status: "Account Active",
      vat_rate: 22,
      member_id: user.memberId,
      qualification: null,
      email_verified_at: todayYmd(),
      currency: "EUR",
      guardian_accepted: false,
      city: "Camogli",
    });
    const db = await getDb();
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.role).toBe("diver");
    expect(row.email).toBe(user.email);
  });

  it("accepts an enum by code or by English label, in any case", async () => {
    const { token } = await createUser();
    expect((await patch(token, { gender: "Female" })).json.data.gender).toBe("Female");
    expect((await patch(token, { gender: "MALE" })).json.data.gender).toBe("Male");
    expect((await patch(token, { gender: "Prefer not to say" })).json.data.gender).toBe("Prefer not to say");
    expect((await patch(token, { preferred_system: "Imperial" })).json.data.preferred_system).toBe("Imperial");
    expect((await patch(token, { preferred_system: "metric" })).json.data.preferred_system).toBe("Metric");
    expect((await patch(token, { gender: null })).json.data.gender).toBeNull();
    expect422(await patch(token, { gender: "f" }), ["gender"]);
    expect422(await patch(token, { preferred_system: "nautical" }), ["preferred_system"]);
    expect422(await patch(token, { preferred_system: null }), ["preferred_system"]);
  });

  it("checks state_code against the country", async () => {
    const { token } = await createUser({ country: "IT" });
    expect(expect422(await patch(token, { state_code: "ES-CT" }), ["state_code"]).state_code).toEqual([
      "The state code is not a subdivision of the country.",
    ]);
    expect422(await patch(token, { state_code: "XX-99" }), ["state_code"]);
    expect422(await patch(token, { country: "ES", state_code: "IT-GE" }), ["state_code"]);
    expect((await patch(token, { state_code: "IT-GE" })).json.data.state_code).toBe("IT-GE");
    // A country change without a new state code clears the old one.
    const moved = await patch(token, { country: "ES" });
    expect(moved.json.data).toMatchObject({ country: "ES", state_code: null, currency: "EUR", vat_rate: 21 });
    expect((await patch(token, { country: "US", state_code: "US-CA" })).json.data).toMatchObject({ country: "US", state_code: "US-CA", currency: "USD" });
    expect((await patch(token, { state_code: null })).json.data.state_code).toBeNull();
  });

  it("rejects wrong types and invalid values with 422 per field, and leaves the profile unchanged", async () => {
    const { token } = await createUser({ firstName: "Marta" });
    const res = await patch(token, {
      first_name: 5,
      dob: "21/07/1988",
      timezone: "Mars/Olympus_Mons",
      nok_email: "not-mail",
      country: "XX",
      gender: 1,
      default_language: "xx",
      phone: 123,
    });
    const errors = expect422(res, ["first_name", "dob", "timezone", "nok_email", "country", "gender", "default_language", "phone"]);
    expect(errors.first_name).toEqual(["The first name field must be of type string."]);
    // One error per bad value: a date in the wrong format is not also "in the future".
    expect(errors.dob).toEqual(["The date must be in the format Y-m-d."]);
    expect(res.json.message).toBe("The first name field must be of type string. (and 7 more errors)");
    expect((await get(token)).json.data.first_name).toBe("Marta");

    expect422(await patch(token, { first_name: null }), ["first_name"]);
    expect422(await patch(token, { first_name: "   " }), ["first_name"]);
    expect422(await patch(token, { city: "x".repeat(101) }), ["city"]);
    expect422(await patch(token, { dob: "2999-01-01" }), ["dob"]);
    expect422(await patch(token, { dob: "2001-02-29" }), ["dob"]);
    expect422(await patch(token, []), ["body"]);
    expect422(await patch(token, "\"text\"", { "content-type": "application/json" }), ["body"]);
  });

  it("clears optional fields with null and keeps a body of {} as a no-op", async () => {
    const { token } = await createUser();
    await patch(token, { city: "Genova", phone: "+39 010" });
    const cleared = await patch(token, { city: null, phone: "" });
    expect(cleared.json.data).toMatchObject({ city: null, phone: null });
    const before = (await get(token)).json.data;
    const noop = await patch(token, {});
    expect(noop.status).toBe(200);
    expect({ ...noop.json.data, updated_at: undefined }).toEqual({ ...before, updated_at: undefined });
  });

  it("asks a new guardian for consent again when the guardian e-mail changes", async () => {
    const { token } = await createUser({ minor: true, guardianAccepted: true });
    const before = await patch(token, { city: "Sori" });
    expect(before.json.data.guardian_accepted).toBe(true);
    const guardian = uniqueEmail("guardian");
    const changed = await patch(token, { guardian_email: guardian });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({ guardian_email: guardian, guardian_accepted: false });
    expect(await mailsTo(guardian, "guardian_consent")).toHaveLength(1);
    // Sending the same address again changes nothing and sends nothing.
    await patch(token, { guardian_email: guardian });
    expect(await mailsTo(guardian, "guardian_consent")).toHaveLength(1);
  });

  it("requires a guardian when the new dob makes the diver a minor", async () => {
    const { token } = await createUser();
    const dob = `${new Date().getUTCFullYear() - 12}-02-02`;
    expect422(await patch(token, { dob }), ["guardian_email"]);
    const ok = await patch(token, { dob, guardian_first_name: "Anna", guardian_last_name: "Neri", guardian_email: "anna.neri@example.com" });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ dob, guardian_email: "anna.neri@example.com", guardian_accepted: false });
  });

  it("never stores text the database cannot hold (NUL characters): 422, not 500", async () => {
    const { token } = await createUser();
    const res = await patch(token, { city: "Gen\u0000ova" });
    expect(res.status).toBe(422);
    expect(res.json.errors).toHaveProperty("city");
    const reg = await call(registerRoute.POST, {
      method: "POST",
      path: "/api/v1/auth/register",
      body: { email: uniqueEmail(), password: "Bubbles-2026", password_confirmation: "Bubbles-2026", first_name: "A\u0000", last_name: "B", dob: "1990-01-01", country: "IT", terms: true, gdpr: true },
    });
    expect(reg.status).toBe(422);
    expect(reg.json.errors).toHaveProperty("first_name");
    const device = await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email: "a@example.com", password: "x", device_name: "\u0000" } });
    expect(device.status).toBe(422);
    expect(device.json.errors).toHaveProperty("device_name");
    expect((await get(token, "/api/v1/profile?lang=%00")).status).toBe(422);
    expect((await get(token)).json.data.city).toBeNull();
  });
});

describe("PATCH /profile/dive-center", () => {
  it("assigns an active center: dive_center_id/date and the distributor fields appear", async () => {
    const { token } = await createUser();
    const center = await createDiveCenter({ name: "Punta Scoglio Sub", distributor: "EMEA Distribution" });
    const res = await setCenter(token, { dive_center_id: center.id });
    expect(res.status).toBe(200);
    const data = expectUserResourceResponse(res.json, { diveCenter: true, distributor: true });
    expect(data).toMatchObject({
      dive_center: "Punta Scoglio Sub",
      dive_center_id: center.id,
      dive_center_date: todayYmd(),
      distributor: "EMEA Distribution",
      distributor_id: center.distributorId,
      distributor_date: todayYmd(),
    });
    expectUserResourceResponse((await get(token)).json, { diveCenter: true, distributor: true });
  });

  it("assigns a center without a distributor", async () => {
    const { token } = await createUser();
    const center = await createDiveCenter({ name: "Solo Center" });
    const data = expectUserResourceResponse((await setCenter(token, { dive_center_id: center.id })).json, { diveCenter: true });
    expect(data).toMatchObject({ dive_center: "Solo Center", distributor: "Not assigned" });
  });

  it("refuses unknown and inactive centers and wrong input with 422", async () => {
    const { token } = await createUser();
    const inactive = await createDiveCenter({ active: false });
    for (const body of [{ dive_center_id: 999_999 }, { dive_center_id: inactive.id }, { dive_center_id: 2_147_483_648 }]) {
      expect(expect422(await setCenter(token, body), ["dive_center_id"]).dive_center_id).toEqual(["The selected dive center is invalid."]);
    }
    expect422(await setCenter(token, { dive_center_id: "12" }), ["dive_center_id"]);
    expect422(await setCenter(token, { dive_center_id: 0 }), ["dive_center_id"]);
    expect422(await setCenter(token, {}), ["dive_center_id"]);
    expectUserResourceResponse((await get(token)).json);
  });

  it("null leaves the center", async () => {
    const { token } = await createUser({ diveCenter: await createDiveCenter() });
    expectUserResourceResponse((await get(token)).json, { diveCenter: true });
    const res = await setCenter(token, { dive_center_id: null });
    expect(res.status).toBe(200);
    expect(res.json.data.dive_center).toBe("Not assigned");
    expect(res.json.data).not.toHaveProperty("dive_center_id");
    expect(res.json.data).not.toHaveProperty("dive_center_date");
  });

  it("is also PATCH /user/dive-center", async () => {
    const { token } = await createUser();
    const center = await createDiveCenter({ name: "Alias Center" });
    const res = await call(userDiveCenterRoute.PATCH, { method: "PATCH", path: "/api/v1/user/dive-center", token, body: { dive_center_id: center.id } });
    expect(res.status).toBe(200);
    expect(res.json.data.dive_center).toBe("Alias Center");
  });
});

describe("PUT /profile/password", () => {
  const NEW = "Deeper-Blue-2027";

  it("refuses a wrong current password and bad new passwords with 422", async () => {
    const { token, password } = await createUser();
    const wrong = await changePassword(token, { current_password: "Wrong-password-1", password: NEW, password_confirmation: NEW });
    expect(expect422(wrong, ["current_password"]).current_password).toEqual(["The password is incorrect."]);
    expect422(await changePassword(token, { current_password: password, password: NEW, password_confirmation: "nope" }), ["password"]);
    expect422(await changePassword(token, { current_password: password, password: "short", password_confirmation: "short" }), ["password"]);
    expect422(await changePassword(token, {}), ["current_password", "password", "password_confirmation"]);
    expect((await get(token)).status).toBe(200);
  });

  it("changes the password: the current token keeps working, other sessions are revoked", async () => {
    const { user, token, password } = await createUser();
    const other = await newSession(user.id);
    const res = await changePassword(token, { current_password: password, password: NEW, password_confirmation: NEW });
    expect(res.status).toBe(200);
    expect(res.json.data).toBeNull();
    expect((await get(token)).status).toBe(200);
    expect((await get(other.token)).status).toBe(401);
    expect((await call(refreshRoute.POST, { method: "POST", path: "/api/v1/auth/refresh", body: { refresh_token: other.refreshToken } })).status).toBe(401);
    expect((await login(user.email, password)).status).toBe(401);
    expect((await login(user.email, NEW)).status).toBe(200);
    expect(await mailsTo(user.email, "password_changed")).toHaveLength(1);
  });

  it("keeps the current session across a refresh after the change", async () => {
    const { user, token, refreshToken, password } = await createUser();
    await changePassword(token, { current_password: password, password: NEW, password_confirmation: NEW });
    const rotated = await call(refreshRoute.POST, { method: "POST", path: "/api/v1/auth/refresh", body: { refresh_token: refreshToken } });
    expect(rotated.status).toBe(200);
    expect((await get(rotated.json.data.access_token)).json.data.id).toBe(user.id);
  });

  it("is also PUT /user/password", async () => {
    const { user, token, password } = await createUser();
    const res = await call(userPasswordRoute.PUT, {
      method: "PUT",
      path: "/api/v1/user/password",
      token,
      body: { current_password: password, password: NEW, password_confirmation: NEW },
    });
    expect(res.status).toBe(200);
    expect((await login(user.email, NEW)).status).toBe(200);
  });
});

describe("DELETE /profile", () => {
  it("refuses a wrong or missing password with 422 and keeps the account", async () => {
    const { user, token, password } = await createUser();
    expect(expect422(await remove(token, { password: "Wrong-password-1" }), ["password"]).password).toEqual(["The password is incorrect."]);
    expect422(await remove(token, {}), ["password"]);
    expect((await get(token)).status).toBe(200);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it("closes the account: login fails, every token is refused, the e-mail and personal data are erased", async () => {
    const { user, token, password } = await createUser({ firstName: "Elena", lastName: "Blu" });
    await patch(token, { phone: "+39 010 1", city: "Genova", nok_email: "nok@example.com" });
    const other = await newSession(user.id);
    const res = await remove(token, { password });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "success", message: expect.any(String), data: null });

    expect((await login(user.email, password)).json).toEqual({ status: "error", message: "Invalid credentials." });
    expect((await get(token)).status).toBe(401);
    expect((await get(other.token)).status).toBe(401);
    expect((await call(refreshRoute.POST, { method: "POST", path: "/api/v1/auth/refresh", body: { refresh_token: other.refreshToken } })).status).toBe(401);

    const db = await getDb();
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.status).toBe("closed");
    expect(row.email).not.toBe(user.email);
    expect(row.email).not.toContain(user.email.split("@")[0]!);
    expect(row).toMatchObject({ phone: null, city: null, nokEmail: null, dob: null });
    // Certifications stay verifiable: name and member id remain.
    expect(row).toMatchObject({ memberId: user.memberId, firstName: "Elena", lastName: "Blu" });
    expect(await db.user.count({ where: { email: user.email } })).toBe(0);

    // The address is free again.
    const again = await call(registerRoute.POST, {
      method: "POST",
      path: "/api/v1/auth/register",
      body: { email: user.email, password: "Bubbles-2026", password_confirmation: "Bubbles-2026", first_name: "Elena", last_name: "Blu", dob: "1990-01-01", country: "IT", terms: true, gdpr: true },
    });
    expect(again.status).toBe(201);
    expect(again.json.data.id).not.toBe(user.id);
  });
});

describe("/user aliases and isolation", () => {
  it("GET and PATCH /user behave like /profile", async () => {
    const { user, token } = await createUser();
    const res = await call(userRoute.GET, { path: "/api/v1/user", token });
    expect(res.status).toBe(200);
    expectUserResourceResponse(res.json);
    expect(res.json.data.id).toBe(user.id);
    expect(res.headers.get("etag")).toBeTruthy();
    const patched = await call(userRoute.PATCH, { method: "PATCH", path: "/api/v1/user", token, body: { city: "Lerici", full_name: "X" } });
    expect(patched.status).toBe(200);
    expect(patched.json.data).toMatchObject({ city: "Lerici", full_name: "Marta Rossi" });
    const notAllowed = await call(userRoute.DELETE, { method: "DELETE", path: "/api/v1/user", token, body: { password: "x" } });
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.get("allow")).toBe("GET, PATCH");
  });

  it("each token only ever reads and writes its own profile", async () => {
    const a = await createUser({ firstName: "Alice", email: uniqueEmail("alice") });
    const b = await createUser({ firstName: "Bruno", email: uniqueEmail("bruno") });
    const readA = (await get(a.token)).json.data;
    const readB = (await get(b.token)).json.data;
    expect(readA.id).toBe(a.user.id);
    expect(readB.id).toBe(b.user.id);
    expect(JSON.stringify(readB)).not.toContain(a.user.email);
    expect(JSON.stringify(readB)).not.toContain(a.user.memberId);

    await patch(b.token, { city: "Bari", id: a.user.id, email: a.user.email });
    expect((await get(a.token)).json.data.city).toBeNull();
    expect((await get(b.token)).json.data).toMatchObject({ id: b.user.id, city: "Bari", email: b.user.email });
    expect((await call(userRoute.GET, { path: `/api/v1/user?id=${a.user.id}`, token: b.token })).json.data.id).toBe(b.user.id);
    expect((await get(b.token, `/api/v1/profile?user_id=${a.user.id}`)).json.data.id).toBe(b.user.id);
    // B's password change and deletion never touch A.
    expect((await remove(b.token, { password: a.password + "x" })).status).toBe(422);
    expect((await get(a.token)).status).toBe(200);
  });
});
