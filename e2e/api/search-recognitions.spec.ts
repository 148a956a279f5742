import { expect, test } from "@/e2e/support/contract";
import { ADMIN, apiToken, bearer, DEMO, INSTRUCTOR, newVerifiedDiver } from "@/e2e/support/session";

// Public search over HTTP against the demo data (diver Giulia Marino IT26-104-512, born
// 1994-05-17; instructor Carlos Navarro ES11-482-907 in Spain), and the recognition routes'
// doors. Every search call comes from its own address so the hourly budget is never shared.

let ipSeq = 0;
const from = () => ({ "x-forwarded-for": `198.51.100.${++ipSeq}` });

test.describe("public search API", () => {
  test("checks a diver by member id or by exact names and birth date, public fields only", async ({ request }) => {
    const byId = await request.post("/api/v1/search/divers", { data: { member_id: "it26-104-512" }, headers: from() });
    expect(byId.status()).toBe(200);
    const [row] = (await byId.json()).data;
    expect(Object.keys(row).sort()).toEqual(["certified_at", "full_name", "highest_certification", "member_id", "status"]);
    expect(row).toMatchObject({ member_id: "IT26-104-512", full_name: "Giulia Marino" });

    const byName = await request.post("/api/v1/search/divers", { data: { first_name: "GIULIA", last_name: "marino", dob: "1994-05-17" }, headers: from() });
    expect((await byName.json()).data).toHaveLength(1);
    const partial = await request.post("/api/v1/search/divers", { data: { first_name: "Giul", last_name: "Marino", dob: "1994-05-17" }, headers: from() });
    expect((await partial.json()).data).toEqual([]);
    const wrongDob = await request.post("/api/v1/search/divers", { data: { first_name: "Giulia", last_name: "Marino", dob: "1994-05-18" }, headers: from() });
    expect((await wrongDob.json()).data).toEqual([]);
    const alone = await request.post("/api/v1/search/divers", { data: { last_name: "Marino" }, headers: from() });
    expect(alone.status()).toBe(422);
  });

  test("finds the demo instructor, and the dive centers of a country", async ({ request }) => {
    const res = await request.post("/api/v1/search/instructors", { data: { country: "ES", name: "navarro" }, headers: from() });
    expect(res.status()).toBe(200);
    const page = (await res.json()).data;
    expect(page.data[0]).toMatchObject({ member_id: "ES11-482-907", full_name: "Carlos Navarro", level: "professional", country: "ES" });
    expect(Object.keys(page.data[0]).sort()).toEqual(["country", "dive_center", "full_name", "level", "level_label", "member_id"]);
    expect((await (await request.post("/api/v1/search/instructors", { data: { member_id: "IT26-104-512" }, headers: from() })).json()).data.total).toBe(0);

    const centers = await request.post("/api/v1/search/dive-centers", { data: { country: "ES", page: 1 }, headers: from() });
    expect(centers.status()).toBe(200);
    expect((await centers.json()).data.total).toBeGreaterThan(0);
  });
});

test.describe("recognition API doors", () => {
  test("a diver lists and is refused a card that is not theirs; staff routes are admin-only", async ({ request }) => {
    const diver = await newVerifiedDiver(request, "recog");
    const token = await apiToken(request, diver.email, diver.password);
    const list = await request.get("/api/v1/professional/recognitions", { headers: bearer(token) });
    expect(list.status()).toBe(200);
    expect((await list.json()).data.total).toBe(0);

    const res = await request.post("/api/v1/professional/recognitions", {
      headers: bearer(token),
      data: { agency: "PADI", certification_name: "Open Water Diver", level: "diver", certification_number: "X1", issued_on: "2020-01-01", document_id: 999999 },
    });
    expect(res.status()).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["document_id"]);

    for (const who of [DEMO, INSTRUCTOR]) {
      const t = await apiToken(request, who.email, who.password);
      expect((await request.get("/api/v1/admin/recognitions", { headers: bearer(t) })).status()).toBe(403);
    }
    const admin = await apiToken(request, ADMIN.email, ADMIN.password);
    expect((await request.get("/api/v1/admin/recognitions?status=pending", { headers: bearer(admin) })).status()).toBe(200);
    expect((await request.post("/api/v1/admin/recognitions/999999/approve", { headers: bearer(admin), data: { course: "OWD" } })).status()).toBe(404);
  });
});
