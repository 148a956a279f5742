import { beforeAll, describe, expect, it } from "vitest";
import * as adminListRoute from "@/app/api/v1/admin/recognitions/route";
import * as approveRoute from "@/app/api/v1/admin/recognitions/[id]/approve/route";
import * as rejectRoute from "@/app/api/v1/admin/recognitions/[id]/reject/route";
import * as ownRoute from "@/app/api/v1/professional/recognitions/route";
import { getDb } from "@/lib/db/client";
import { createDocument } from "@/tests/support/document-factories";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser, mailsTo, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { createCourse, type FactoryCourse } from "@/tests/support/learning-factories";

// Recognition of other agencies' certifications: the request, the staff decision, the e-mails.

const own = "/api/v1/professional/recognitions";
let diver: CreatedUser;
let pro: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
let course: FactoryCourse;
let proCourse: FactoryCourse;

const body = (documentId: number, extra: Record<string, unknown> = {}) => ({
  agency: "PADI",
  certification_name: "Open Water Diver",
  level: "diver",
  certification_number: "19AB2345",
  issued_on: "2019-06-30",
  document_id: documentId,
  ...extra,
});
const ask = async (who: CreatedUser, extra: Record<string, unknown> = {}) => {
  const doc = await createDocument(who.user.id);
  return call(ownRoute.POST, { path: own, token: who.token, body: body(doc.id, extra) });
};
const approve = (id: number, payload: unknown, token = admin.token) =>
  call(approveRoute.POST, { path: `/api/v1/admin/recognitions/${id}/approve`, token, body: payload, params: { id: String(id) } });
const reject = (id: number, payload: unknown, token = admin.token) =>
  call(rejectRoute.POST, { path: `/api/v1/admin/recognitions/${id}/reject`, token, body: payload, params: { id: String(id) } });

beforeAll(async () => {
  [diver, pro, other, admin] = await Promise.all([
    createUser({ firstName: "Giulia" }),
    createUser({ professional: true }),
    createUser(),
    createUser({ role: "admin", totp: true }),
  ]);
  course = await createCourse({ name: "Open Water Diver", level: "diver" });
  proCourse = await createCourse({ name: "Scuba Instructor", level: "professional" });
});

describe("POST /professional/recognitions", () => {
  it("files a pending request for a diver and for a professional (201)", async () => {
    for (const who of [diver, pro]) {
      const res = await ask(who);
      expect(res.status).toBe(201);
      expect(res.json.data).toMatchObject({
        agency: "PADI",
        certification_name: "Open Water Diver",
        level: "diver",
        level_label: "Diver",
        certification_number: "19AB2345",
        issued_on: "2019-06-30",
        status: "pending",
        course: null,
        certification: null,
        rejection_reason: null,
        decided_at: null,
      });
      expect(res.json.data.document).toMatchObject({ title: "Card front", file_name: "card.jpg", mime_type: "image/jpeg" });
      expect(res.json.data.document.download_url).toMatch(/\/api\/v1\/diver\/documents\/\d+\/file$/);
    }
  });

  it("accepts the English label of the level", async () => {
    const res = await ask(diver, { level: "Specialty Diver" });
    expect(res.status).toBe(201);
    expect(res.json.data.level).toBe("specialty");
  });

  it("refuses another user's document, a deleted one and another kind with the same 422", async () => {
    const foreign = await createDocument(other.user.id);
    const deleted = await createDocument(diver.user.id, { deleted: true });
    const medical = await createDocument(diver.user.id, { kind: "medical_certificate" });
    for (const doc of [foreign, deleted, medical, { id: 999_999 }]) {
      const res = await call(ownRoute.POST, { path: own, token: diver.token, body: body(doc.id) });
      expectErrorEnvelope(res, 422);
      expect(Object.keys(res.json.errors)).toEqual(["document_id"]);
    }
  });

  it("names every invalid field (422)", async () => {
    const res = await call(ownRoute.POST, {
      path: own,
      token: diver.token,
      body: { agency: " ", certification_name: "", level: "wizard", certification_number: "x".repeat(81), issued_on: "2999-01-01", document_id: "7" },
    });
    expectErrorEnvelope(res, 422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["agency", "certification_name", "certification_number", "document_id", "issued_on", "level"]);
  });

  it("needs a token (401) and a verified e-mail (403)", async () => {
    expect((await call(ownRoute.GET, { path: own })).status).toBe(401);
    const unverified = await createUser({ verified: false });
    expectErrorEnvelope(await call(ownRoute.GET, { path: own, token: unverified.token }), 403);
  });
});

describe("GET /professional/recognitions", () => {
  it("lists only the caller's own requests, paginated", async () => {
    const res = await call(ownRoute.GET, { path: `${own}?per_page=1`, token: pro.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ current_page: 1, per_page: 1, total: 1 });
    const mine = await call(ownRoute.GET, { path: own, token: other.token });
    expect(mine.json.data.total).toBe(0);
  });
});

describe("the staff decision", () => {
  it("is for administrators only (403), and needs a token (401)", async () => {
    const { json } = await ask(diver);
    for (const who of [diver, pro]) {
      expectErrorEnvelope(await call(adminListRoute.GET, { path: "/api/v1/admin/recognitions", token: who.token }), 403);
      expectErrorEnvelope(await approve(json.data.id, { course: course.code }, who.token), 403);
      expectErrorEnvelope(await reject(json.data.id, { reason: "No" }, who.token), 403);
    }
    expect((await call(adminListRoute.GET, { path: "/api/v1/admin/recognitions" })).status).toBe(401);
  });

  it("lists the pending queue oldest first, with the requester", async () => {
    const res = await call(adminListRoute.GET, { path: "/api/v1/admin/recognitions?status=pending&per_page=100", token: admin.token });
    expect(res.status).toBe(200);
    const rows = res.json.data.data as { id: number; status: string; user: { member_id: string } }[];
    expect(rows.every((r) => r.status === "pending")).toBe(true);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    expect(rows.some((r) => r.user.member_id === diver.user.memberId)).toBe(true);
    expectErrorEnvelope(await call(adminListRoute.GET, { path: "/api/v1/admin/recognitions?status=maybe", token: admin.token }), 422);
  });

  it("approval issues a certification of the course with its card, no exam, and a new qualification", async () => {
    const requester = await createUser({ firstName: "Luca" });
    const { json } = await ask(requester, { level: "professional" });
    const res = await approve(json.data.id, { course: proCourse.id });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "approved", course: { id: proCourse.id, code: proCourse.code } });
    expect(res.json.data.certification.number).toMatch(/^DC-\d{4}-\d{6}$/);
    expect(res.json.data.certification.card_url).toMatch(/\/cards\/certifications\/DC-\d{4}-\d{6}\.png$/);
    const db = await getDb();
    const cert = await db.certification.findUniqueOrThrow({ where: { id: res.json.data.certification.id } });
    expect(cert).toMatchObject({ userId: requester.user.id, courseId: proCourse.id, courseLogId: null, status: "valid", level: "professional" });
    const user = await db.user.findUniqueOrThrow({ where: { id: requester.user.id }, include: { professional: true } });
    expect(user.qualification).toBe("Scuba Instructor");
    expect(user.qualificationLevel).toBe("professional");
    expect(user.professional).not.toBeNull();
    const mails = await mailsTo(requester.user.email, "recognition_approved");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(cert.number);
    expect(mails[0]!.text).toContain("Hi Luca");
  });

  it("deciding twice is a 409, whichever the second decision", async () => {
    const { json } = await ask(diver);
    expect((await approve(json.data.id, { course: course.code })).status).toBe(200);
    expectErrorEnvelope(await approve(json.data.id, { course: course.code }), 409);
    expectErrorEnvelope(await reject(json.data.id, { reason: "Changed my mind" }), 409);
    const db = await getDb();
    expect(await db.certification.count({ where: { userId: diver.user.id, courseId: course.id } })).toBe(1);
  });

  it("rejection keeps the reason and e-mails it in the holder's language", async () => {
    const italian = await createUser({ defaultLanguage: "it" });
    const { json } = await ask(italian);
    const res = await reject(json.data.id, { reason: "La foto della tessera è illeggibile." });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "rejected", rejection_reason: "La foto della tessera è illeggibile.", certification: null });
    const [mail] = await mailsTo(italian.user.email, "recognition_rejected");
    expect(mail!.subject).toBe("La tua richiesta di riconoscimento non è stata approvata");
    expect(mail!.text).toContain("La foto della tessera è illeggibile.");
    const db = await getDb();
    expect(await db.certification.count({ where: { userId: italian.user.id } })).toBe(0);
    const listed = await call(ownRoute.GET, { path: own, token: italian.token });
    expect(listed.json.data.data[0]).toMatchObject({ status: "rejected", rejection_reason: "La foto della tessera è illeggibile." });
  });

  it("an unknown course is a 422 and leaves the request pending", async () => {
    const { json } = await ask(diver);
    const res = await approve(json.data.id, { course: "NO-SUCH-COURSE" });
    expectErrorEnvelope(res, 422);
    expect(Object.keys(res.json.errors)).toEqual(["course"]);
    const db = await getDb();
    expect((await db.recognition.findUniqueOrThrow({ where: { id: json.data.id } })).status).toBe("pending");
  });

  it("an unknown request is a 404, an empty reason a 422", async () => {
    expectErrorEnvelope(await approve(987_654, { course: course.code }), 404);
    expectErrorEnvelope(await reject(987_654, { reason: "x" }), 404);
    const { json } = await ask(diver);
    expectErrorEnvelope(await reject(json.data.id, { reason: "  " }), 422);
    expect((await call(approveRoute.POST, { path: "/api/v1/admin/recognitions/abc/approve", token: admin.token, body: { course: 1 }, params: { id: "abc" } })).status).toBe(404);
  });

  it("two approvals at once issue one certification", async () => {
    const requester = await createUser();
    const { json } = await ask(requester);
    const results = await Promise.all([approve(json.data.id, { course: course.id }), approve(json.data.id, { course: course.id })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const db = await getDb();
    expect(await db.certification.count({ where: { userId: requester.user.id } })).toBe(1);
  });
});
