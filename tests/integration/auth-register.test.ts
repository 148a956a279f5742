import { describe, expect, it } from "vitest";
import * as guardianRoute from "@/app/api/v1/auth/guardian/accept/[id]/[hash]/route";
import { getDb } from "@/lib/db/client";
import { PASSWORD, expect422, loginOk, profile, register, registration } from "@/tests/support/auth-calls";
import { createDiveCenter, linkIn, mailsTo, signedLinkTarget, uniqueEmail } from "@/tests/support/factories";
import { call, freshIp } from "@/tests/support/http";
import { ISO_MICRO, MEMBER_ID, YMD, expectUserResourceResponse, todayYmd } from "@/tests/support/user-resource";

describe("POST /auth/register", () => {
  it("creates the account: 201 and a complete user resource", async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const data = expectUserResourceResponse(res.json);
    expect(data).toMatchObject({
      email: body.email,
      first_name: "Anna",
      last_name: "Bianchi",
      full_name: "Anna Bianchi",
      country: "IT",
      nationality: "IT",
      dob: "1992-03-04",
      qualification: null,
      qualification_cast: null,
      category: null,
      state: null,
      state_code: null,
      city: null,
      gender: null,
      guardian_first_name: null,
      guardian_last_name: null,
      guardian_email: null,
      guardian_accepted: false,
      email_verified_at: null,
      default_language: "en",
      currency: "EUR",
      vat_rate: 22,
      preferred_system: "Metric",
      status: "Account Active",
      dive_center: "Not assigned",
      distributor: "Not assigned",
      gdpr: todayYmd(),
      terms: todayYmd(),
      policy_accepted_at: todayYmd(),
    });
    expect(data.member_id).toMatch(MEMBER_ID);
    expect(data.member_id.startsWith("IT")).toBe(true);
    expect(data.created_at).toMatch(ISO_MICRO);
    expect(data.updated_at).toMatch(ISO_MICRO);
    expect(data.dob).toMatch(YMD);
    expect(data.qrcode.startsWith("<?xml")).toBe(true);
    expect(data.qrcode).toContain("<svg");
    expect(data.avatar).toMatch(/^http:\/\/localhost:3000\//);
    expect(data.e_card).toMatch(/^http:\/\/localhost:3000\//);
    expect(res.text).not.toMatch(/password/i);

    const db = await getDb();
    const row = await db.user.findUniqueOrThrow({ where: { email: body.email } });
    expect(row.id).toBe(data.id);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.memberId).toBe(data.member_id);
  });

  it("sends the verification e-mail with a signed link (kept in the outbox)", async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(201);
    const mails = await mailsTo(body.email, "verify_email");
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]!, "/api/v1/auth/email/verify/");
    expect(link).toMatch(new RegExp(`^http://localhost:3000/api/v1/auth/email/verify/${res.json.data.id}/[a-f0-9]{40}\\?expires=\\d+&signature=[a-f0-9]{64}$`));
  });

  it("normalises the e-mail address and refuses a duplicate (in any case) with 422", async () => {
    const email = uniqueEmail("dup");
    const first = await register(registration({ email: `  ${email.toUpperCase()} ` }));
    expect(first.status).toBe(201);
    expect(first.json.data.email).toBe(email);
    const again = await register(registration({ email }));
    const errors = expect422(again, ["email"]);
    expect(errors.email).toEqual(["The email has already been taken."]);
    const upper = await register(registration({ email: email.toUpperCase() }));
    expect422(upper, ["email"]);
    const db = await getDb();
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("answers 422 with one entry per missing field and the Laravel message", async () => {
    const res = await register({});
    const errors = expect422(res, ["email", "password", "password_confirmation", "first_name", "last_name", "dob", "country", "terms", "gdpr"]);
    expect(errors.first_name).toEqual(["The first name field is required."]);
    expect(res.json.message).toMatch(/^The \w+( \w+)* field is required\. \(and \d+ more errors\)$/);
    expect(Object.values(errors).flat().length).toBeGreaterThanOrEqual(9);
    // Optional fields are not reported.
    expect(errors).not.toHaveProperty("nationality");
    expect(errors).not.toHaveProperty("dive_center_id");
  });

  it("rejects wrong types field by field", async () => {
    const res = await register(
      registration({ first_name: 42, last_name: ["x"], dob: 19920304, country: true, terms: "no", dive_center_id: "3", email: 7 }),
    );
    const errors = expect422(res, ["first_name", "last_name", "dob", "country", "terms", "dive_center_id", "email"]);
    expect(errors.first_name).toEqual(["The first name field must be of type string."]);
  });

  it("rejects invalid values: bad e-mail, weak or unconfirmed password, unknown country, impossible dates", async () => {
    expect422(await register(registration({ email: "not-an-email" })), ["email"]);
    expect422(await register(registration({ password: "short1", password_confirmation: "short1" })), ["password"]);
    expect422(await register(registration({ password: "onlyletters-long", password_confirmation: "onlyletters-long" })), ["password"]);
    const mismatch = await register(registration({ password_confirmation: "Different-2026" }));
    expect(expect422(mismatch, ["password"]).password).toEqual(["The password field confirmation does not match."]);
    expect422(await register(registration({ country: "XX" })), ["country"]);
    expect422(await register(registration({ country: "Italy" })), ["country"]);
    expect422(await register(registration({ nationality: "ZZ" })), ["nationality"]);
    expect422(await register(registration({ dob: "2001-02-30" })), ["dob"]);
    expect422(await register(registration({ dob: "04/03/1992" })), ["dob"]);
    expect422(await register(registration({ dob: "2999-01-01" })), ["dob"]);
    expect422(await register(registration({ dob: "1850-01-01" })), ["dob"]);
    expect422(await register(registration({ default_language: "xx" })), ["default_language"]);
    expect422(await register(registration({ first_name: "" })), ["first_name"]);
    expect422(await register(registration({ first_name: "a".repeat(101) })), ["first_name"]);
  });

  it("requires terms and gdpr to be accepted", async () => {
    expect422(await register(registration({ terms: false })), ["terms"]);
    expect422(await register(registration({ gdpr: "0" })), ["gdpr"]);
    const { terms: _t, ...noTerms } = registration();
    expect422(await register(noTerms), ["terms"]);
    // Laravel's "accepted" values are all fine.
    for (const accepted of [1, "1", "yes", "on", "true"]) {
      expect((await register(registration({ terms: accepted, gdpr: accepted }))).status).toBe(201);
    }
  });

  it("requires the guardian of a minor and refuses the minor's own address as the guardian's", async () => {
    const dob = `${new Date().getUTCFullYear() - 14}-06-01`;
    const res = await register(registration({ dob }));
    const errors = expect422(res, ["guardian_first_name", "guardian_last_name", "guardian_email"]);
    expect(errors.guardian_email![0]).toMatch(/under 18/);
    const email = uniqueEmail("minor");
    const same = await register(
      registration({ email, dob, guardian_first_name: "Paolo", guardian_last_name: "Bianchi", guardian_email: email }),
    );
    expect422(same, ["guardian_email"]);
  });

  it("registers a minor with a guardian and sends the guardian the consent link", async () => {
    const dob = `${new Date().getUTCFullYear() - 14}-06-01`;
    const guardian = uniqueEmail("guardian");
    const res = await register(registration({ dob, guardian_first_name: "Paolo", guardian_last_name: "Bianchi", guardian_email: guardian }));
    expect(res.status).toBe(201);
    const data = expectUserResourceResponse(res.json);
    expect(data).toMatchObject({ guardian_first_name: "Paolo", guardian_last_name: "Bianchi", guardian_email: guardian, guardian_accepted: false });

    const mails = await mailsTo(guardian, "guardian_consent");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Anna Bianchi");
    const link = linkIn(mails[0]!, "/api/v1/auth/guardian/accept/");
    const { path, params } = signedLinkTarget(link);
    const accepted = await call(guardianRoute.GET, { path, params });
    expect(accepted.status).toBe(200);
    const { token } = await loginOk(res.json.data.email, PASSWORD);
    expect((await profile(token)).json.data.guardian_accepted).toBe(true);

    const tampered = await call(guardianRoute.GET, { path: path.replace(/signature=(.)/, (_m, c) => `signature=${c === "a" ? "b" : "a"}`), params });
    expect(tampered.status).toBe(403);
  });

  it("assigns an active dive center (and its distributor) and refuses unknown or inactive ones", async () => {
    const center = await createDiveCenter({ name: "Secca Test Diving", distributor: "Test Distribution EMEA" });
    const ok = await register(registration({ dive_center_id: center.id }));
    expect(ok.status).toBe(201);
    const data = expectUserResourceResponse(ok.json, { diveCenter: true, distributor: true });
    expect(data).toMatchObject({
      dive_center: "Secca Test Diving",
      dive_center_id: center.id,
      dive_center_date: todayYmd(),
      distributor: "Test Distribution EMEA",
      distributor_id: center.distributorId,
      distributor_date: todayYmd(),
    });

    expect(expect422(await register(registration({ dive_center_id: 999_999 })), ["dive_center_id"]).dive_center_id).toEqual([
      "The selected dive center is invalid.",
    ]);
    expect422(await register(registration({ dive_center_id: 2_147_483_648 })), ["dive_center_id"]);
    const closed = await createDiveCenter({ active: false });
    expect422(await register(registration({ dive_center_id: closed.id })), ["dive_center_id"]);
    expect422(await register(registration({ dive_center_id: -1 })), ["dive_center_id"]);
    expect422(await register(registration({ dive_center_id: 1.5 })), ["dive_center_id"]);
  });

  it("takes the response language and default_language from the request (legacy codes normalised)", async () => {
    const it1 = await register(registration(), { headers: { "accept-language": "it-IT,it;q=0.9" } });
    expect(it1.status).toBe(201);
    expect(it1.json.data).toMatchObject({ default_language: "it", status: "Account attivo", preferred_system: "Metrico", dive_center: "Not assigned" });
    const kr = await register(registration({ default_language: "kr" }));
    expect(kr.json.data.default_language).toBe("ko");
  });

  it("ignores fields that are not registration fields (no privilege escalation)", async () => {
    const res = await register(registration({ status: "banned", role: "admin", email_verified_at: "2020-01-01", member_id: "IT00-000-000", vat_rate: 0 }));
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status: "Account Active", email_verified_at: null, vat_rate: 22 });
    expect(res.json.data.member_id).not.toBe("IT00-000-000");
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: res.json.data.id } })).role).toBe("diver");
  });

  it("is rate limited per client address (429 with Retry-After)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await register(registration(), { ip })).status).toBe(201);
    const limited = await register(registration(), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json).toMatchObject({ status: "error" });
    expect((await register(registration(), { ip: freshIp() })).status).toBe(201);
  }, 60_000);
});
