import { describe, expect, it } from "vitest";
import * as diveCenterRoute from "@/app/api/v1/profile/dive-center/route";
import * as passwordRoute from "@/app/api/v1/profile/password/route";
import * as userPasswordRoute from "@/app/api/v1/user/password/route";
import * as userDiveCenterRoute from "@/app/api/v1/user/dive-center/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as refreshRoute from "@/app/api/v1/auth/refresh/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import { getDb } from "@/lib/db/client";
import { login } from "@/tests/support/auth-calls";
import { createDiveCenter, createUser, mailsTo, newSession } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { expect422, get, patch, remove } from "@/tests/support/profile-calls";
import { expectUserResourceResponse, todayYmd } from "@/tests/support/user-resource";

const setCenter = (token: string, body: unknown) =>
  call(diveCenterRoute.PATCH, { method: "PATCH", path: "/api/v1/profile/dive-center", token, body });
const changePassword = (token: string, body: unknown) =>
  call(passwordRoute.PUT, { method: "PUT", path: "/api/v1/profile/password", token, body });

// What GET /profile shows an account that is not active, and that such an account changes nothing.
describe("GET /profile", () => {
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
