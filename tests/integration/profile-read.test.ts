import { describe, expect, it } from "vitest";
import { createUser } from "@/tests/support/factories";
import { get, patch } from "@/tests/support/profile-calls";
import { expectUserResourceResponse, todayYmd } from "@/tests/support/user-resource";

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
});
