import { describe, expect, it } from "vitest";
import * as certifications from "@/app/api/v1/admin/certifications/route";
import * as revoke from "@/app/api/v1/admin/certifications/[id]/revoke/route";
import * as cardImage from "@/app/cards/certifications/[number]/route";
import * as diverCurrent from "@/app/api/v1/diver/certifications/route";
import * as diverHistory from "@/app/api/v1/diver/certifications/history/route";
import * as profile from "@/app/api/v1/profile/route";
import * as searchDivers from "@/app/api/v1/search/divers/route";
import * as verify from "@/app/api/v1/verify/[memberId]/route";
import { getDb } from "@/lib/db/client";
import { auditRows } from "@/tests/support/audit-rows";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createDiveCenter, createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse } from "@/tests/support/learning-factories";

const BASE = "/api/v1/admin/certifications";
const admin = () => createUser({ role: "admin", totp: true });
const issue = (token: string, body: unknown) => call(certifications.POST, { method: "POST", path: BASE, token, body });
const revoking = (token: string, id: number | string, body: unknown) =>
  call(revoke.POST, { method: "POST", path: `${BASE}/${id}/revoke`, token, body, params: { id: String(id) } });
const card = (number: string) => call(cardImage.GET as never, { path: `/cards/certifications/${number}.png`, params: { number: `${number}.png` } });

describe("staff console: certifications", () => {
  it("issues a certification by hand: numbered, dated, with instructor and reason; the qualification follows", async () => {
    const { token, user: staff } = await admin();
    const diver = await createUser({ firstName: "Iris", lastName: "Transfer" });
    const instructor = await createUser({ professional: true });
    const center = await createDiveCenter();
    const course = await createCourse({ level: "specialty", name: `Deep Diver ${Date.now()}` });
    const res = await issue(token, { user: diver.user.id, course: course.id, issued_on: "2024-05-17", instructor: instructor.user.id, dive_center: center.id, reason: "Transfer from another agency" });
    expect(res.status).toBe(201);
    const cert = res.json.data;
    expect(cert).toMatchObject({
      course: { id: course.id, name: course.name },
      level: "specialty",
      issued_at: "2024-05-17",
      status: "valid",
      instructor: { id: instructor.user.id, member_id: instructor.user.memberId },
      dive_center: { id: center.id },
      holder: { id: diver.user.id, member_id: diver.user.memberId, full_name: "Iris Transfer" },
      source: "manual",
      issue_reason: "Transfer from another agency",
      revoked_at: null,
    });
    expect(cert.number).toBe(`DC-2024-${String(cert.id).padStart(6, "0")}`);
    expect(cert.card_url).toBe(`http://localhost:3000/cards/certifications/${cert.number}.png`);
    const me = await call(profile.GET, { path: "/api/v1/profile", token: diver.token });
    expect(me.json.data).toMatchObject({ qualification: course.name });
    expect(me.json.data.e_card).toBe(cert.card_url);
    const rows = await auditRows("certification", cert.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "certification.issued", actorId: staff.id, after: { number: cert.number, reason: "Transfer from another agency", user_id: diver.user.id } });

    // Holding a valid one of the course already: 409, nothing written.
    const again = await issue(token, { user: diver.user.id, course: course.id, issued_on: "2025-01-01", reason: "Duplicate record" });
    expectErrorEnvelope(again, 409);
    expect(await (await getDb()).certification.count({ where: { userId: diver.user.id } })).toBe(1);
  });

  it("answers 422 for bad input: unknown user or course, a free learning, a non-professional instructor, a future date, no reason", async () => {
    const { token } = await admin();
    const diver = await createUser();
    const notPro = await createUser();
    const course = await createCourse();
    const learning = await createCourse({ kind: "free_learning" });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const empty = await issue(token, {});
    expectErrorEnvelope(empty, 422);
    expect(Object.keys(empty.json.errors).sort()).toEqual(["course", "issued_on", "reason", "user"]);
    const future = await issue(token, { user: diver.user.id, course: course.id, issued_on: tomorrow, reason: "Lost record" });
    expect(future.json.errors.issued_on).toEqual(["The issued on date must not be in the future."]);
    const badDate = await issue(token, { user: diver.user.id, course: course.id, issued_on: "2024-02-30", reason: "Lost record" });
    expect(badDate.json.errors.issued_on).toEqual(["The issued on date is not a valid date."]);
    const refs = await issue(token, { user: 2_000_000_000, course: 2_000_000_000, issued_on: "2024-01-01", instructor: notPro.user.id, reason: "Lost record" });
    expectErrorEnvelope(refs, 422);
    expect(refs.json.errors).toEqual({
      user: ["The selected user does not exist."],
      course: ["The selected course does not exist."],
      instructor: ["The selected instructor is not a dive professional."],
    });
    const free = await issue(token, { user: diver.user.id, course: learning.id, issued_on: "2024-01-01", reason: "Lost record" });
    expect(free.json.errors.course).toEqual(["A free learning does not lead to a certification."]);
    expect(await (await getDb()).certification.count({ where: { userId: diver.user.id } })).toBe(0);
  });

  it("revokes: stays listed as revoked, card 410, verify shows it, search and qualification fall back; twice is 409", async () => {
    const { token, user: staff } = await admin();
    const diver = await createUser({ firstName: "Rene", lastName: "Revoke" });
    const owd = await createCourse({ level: "diver", name: `Open Water ${Date.now()}` });
    const rescue = await createCourse({ level: "specialty", name: `Rescue ${Date.now()}` });
    const base = (await issue(token, { user: diver.user.id, course: owd.id, issued_on: "2023-03-01", reason: "Transfer" })).json.data;
    const top = (await issue(token, { user: diver.user.id, course: rescue.id, issued_on: "2024-03-01", reason: "Transfer" })).json.data;
    expect((await call(profile.GET, { path: "/api/v1/profile", token: diver.token })).json.data.qualification).toBe(rescue.name);
    const searchBefore = await call(searchDivers.POST, { method: "POST", path: "/api/v1/search/divers", body: { member_id: diver.user.memberId } });
    expect(searchBefore.json.data[0].highest_certification).toBe(rescue.name);
    expect((await card(top.number)).status).toBe(200);

    const missingReason = await revoking(token, top.id, {});
    expectErrorEnvelope(missingReason, 422);
    expect(missingReason.json.errors.reason).toBeDefined();
    const res = await revoking(token, top.id, { reason: "Issued in error" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: top.id, status: "revoked", revocation_reason: "Issued in error" });
    expect(res.json.data.revoked_at).toMatch(/\+00:00$/);

    const twice = await revoking(token, top.id, { reason: "Again" });
    expectErrorEnvelope(twice, 409);
    expectErrorEnvelope(await revoking(token, 2_000_000_000, { reason: "Nobody" }), 404);

    // The card image is gone, in the error envelope.
    const gone = await card(top.number);
    expect(gone.status).toBe(410);
    expect(gone.json).toEqual({ status: "error", message: "This certification has been revoked." });
    expect((await card(base.number)).status).toBe(200);

    // Still listed, with its status, on the holder's lists and the public verify data.
    const current = await call(diverCurrent.GET, { path: "/api/v1/diver/certifications", token: diver.token });
    expect(current.json.data.map((c: { number: string; status: string }) => [c.number, c.status])).toEqual([[top.number, "revoked"], [base.number, "valid"]]);
    const history = await call(diverHistory.GET, { path: "/api/v1/diver/certifications/history", token: diver.token });
    expect(history.json.data.find((c: { id: number }) => c.id === top.id).status).toBe("revoked");
    const verified = await call(verify.GET, { path: `/api/v1/verify/${diver.user.memberId}`, params: { memberId: diver.user.memberId } });
    expect(verified.json.data.certifications.map((c: { number: string; status: string }) => [c.number, c.status])).toEqual([[top.number, "revoked"], [base.number, "valid"]]);

    // The diver search and the qualification fall back to what is still valid.
    const searchAfter = await call(searchDivers.POST, { method: "POST", path: "/api/v1/search/divers", body: { member_id: diver.user.memberId } });
    expect(searchAfter.json.data[0]).toMatchObject({ highest_certification: owd.name, certified_at: "2023-03-01" });
    const me = await call(profile.GET, { path: "/api/v1/profile", token: diver.token });
    expect(me.json.data).toMatchObject({ qualification: owd.name });
    expect(me.json.data.e_card).toBe(base.card_url);

    // Revoking the last one leaves no qualification.
    await revoking(token, base.id, { reason: "Fraudulent transfer" });
    const none = await call(profile.GET, { path: "/api/v1/profile", token: diver.token });
    expect(none.json.data.qualification).toBeNull();
    const searchNone = await call(searchDivers.POST, { method: "POST", path: "/api/v1/search/divers", body: { member_id: diver.user.memberId } });
    expect(searchNone.json.data[0].highest_certification).toBeNull();

    const rows = await auditRows("certification", top.id);
    expect(rows.map((r) => r.action)).toEqual(["certification.issued", "certification.revoked"]);
    expect(rows[1]).toMatchObject({ actorId: staff.id, before: { status: "valid" }, after: { status: "revoked", reason: "Issued in error" } });
  });

  it("lists certifications by member id, number, name (folded) and status", async () => {
    const { token } = await admin();
    const tag = Math.random().toString(36).slice(2, 8);
    const diver = await createUser({ firstName: "Zoë", lastName: `Ångström${tag}` });
    const course = await createCourse();
    const cert = (await issue(token, { user: diver.user.id, course: course.id, issued_on: "2022-06-01", reason: "Lost record" })).json.data;
    const byMember = await call(certifications.GET, { path: `${BASE}?q=${diver.user.memberId.toLowerCase()}`, token });
    expect(byMember.json.data.data.map((c: { id: number }) => c.id)).toEqual([cert.id]);
    const byNumber = await call(certifications.GET, { path: `${BASE}?q=${cert.number.toLowerCase()}`, token });
    expect(byNumber.json.data.data.map((c: { id: number }) => c.id)).toEqual([cert.id]);
    const byName = await call(certifications.GET, { path: `${BASE}?q=${encodeURIComponent(`zoe angstrom${tag}`)}`, token });
    expect(byName.json.data.data.map((c: { id: number }) => c.id)).toEqual([cert.id]);
    const revokedOnly = await call(certifications.GET, { path: `${BASE}?status=revoked&q=${diver.user.memberId}`, token });
    expect(revokedOnly.json.data.total).toBe(0);
    await revoking(token, cert.id, { reason: "Wrong person" });
    const afterwards = await call(certifications.GET, { path: `${BASE}?status=revoked&q=${diver.user.memberId}`, token });
    expect(afterwards.json.data.data[0]).toMatchObject({ id: cert.id, status: "revoked" });
    const badStatus = await call(certifications.GET, { path: `${BASE}?status=lost`, token });
    expectErrorEnvelope(badStatus, 422);
  });

  it("refuses divers", async () => {
    const diver = await createUser();
    expect((await call(certifications.GET, { path: BASE, token: diver.token })).status).toBe(403);
    expect((await issue(diver.token, { user: diver.user.id, course: 1, issued_on: "2024-01-01", reason: "Myself" })).status).toBe(403);
    expect((await revoking(diver.token, 1, { reason: "Nope" })).status).toBe(403);
  });
});
