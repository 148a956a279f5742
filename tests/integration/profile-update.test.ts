import { describe, expect, it } from "vitest";
import * as userRoute from "@/app/api/v1/user/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import { getDb } from "@/lib/db/client";
import { createUser, mailsTo, uniqueEmail } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { expect422, get, patch, remove } from "@/tests/support/profile-calls";
import { expectUserResourceResponse, todayYmd } from "@/tests/support/user-resource";

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
