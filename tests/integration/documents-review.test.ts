import { describe, expect, it } from "vitest";
import * as accept from "@/app/api/v1/admin/documents/[id]/accept/route";
import * as adminFile from "@/app/api/v1/admin/documents/[id]/file/route";
import * as reject from "@/app/api/v1/admin/documents/[id]/reject/route";
import * as review from "@/app/api/v1/admin/documents/route";
import * as item from "@/app/api/v1/diver/documents/[id]/route";
import * as documents from "@/app/api/v1/diver/documents/route";
import { getDb } from "@/lib/db/client";
import { createOrganisationDocument, pdfBytes, upload } from "@/tests/support/document-factories";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser, mailsTo } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const ADMIN = "/api/v1/admin/documents";

async function uploaded(token: string, kind = "license") {
  const res = await upload(documents.POST, token, [{ name: "kind", value: kind }, { name: "file", filename: "doc.pdf", data: await pdfBytes() }]);
  expect(res.status).toBe(201);
  return res.json.data as { id: number };
}
const accepting = (token: string, id: number | string) => call(accept.POST, { method: "POST", path: `${ADMIN}/${id}/accept`, token, params: { id: String(id) } });
const rejecting = (token: string, id: number | string, body: unknown) =>
  call(reject.POST, { method: "POST", path: `${ADMIN}/${id}/reject`, token, body, params: { id: String(id) } });

describe("staff review of documents", () => {
  it("accepts a pending document: records reviewer and time, e-mails the diver in their language", async () => {
    const admin = await createUser({ role: "admin", totp: true, firstName: "Ada", lastName: "Admin" });
    const diver = await createUser({ defaultLanguage: "it", firstName: "Lucia" });
    const doc = await uploaded(diver.token);
    const res = await accepting(admin.token, doc.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: doc.id, status: "accepted", rejection_reason: null, reviewed_by: { id: admin.user.id, full_name: "Ada Admin" }, diver: { id: diver.user.id, email: diver.user.email } });
    const row = await (await getDb()).document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row).toMatchObject({ status: "accepted", reviewedById: admin.user.id });
    expect(Date.now() - row.reviewedAt!.getTime()).toBeLessThan(60_000);
    const [mail] = await mailsTo(diver.user.email, "document_reviewed");
    expect(mail?.subject).toBe("Il tuo documento è stato accettato");
    expect(mail?.text).toContain("Lucia");
    expect(mail?.text).toContain("http://localhost:3000/documents");
  });

  it("rejects with a reason that is kept and e-mailed; the diver sees the new status", async () => {
    const admin = await createUser({ role: "admin", totp: true });
    const diver = await createUser();
    const doc = await uploaded(diver.token);
    const missing = await rejecting(admin.token, doc.id, {});
    expectErrorEnvelope(missing, 422);
    expect(missing.json.errors.reason).toBeDefined();
    const res = await rejecting(admin.token, doc.id, { reason: "The scan is unreadable." });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "rejected", rejection_reason: "The scan is unreadable." });
    const [mail] = await mailsTo(diver.user.email, "document_reviewed");
    expect(mail?.subject).toBe("Your document was not accepted");
    expect(mail?.text).toContain("Reason: The scan is unreadable.");
    const mine = await call(documents.GET, { path: "/api/v1/diver/documents", token: diver.token });
    expect(mine.json.data.data.find((d: { id: number }) => d.id === doc.id).status).toBe("rejected");
  });

  it("refuses a second decision (409), organisation documents (409), and unknown or deleted ones (404)", async () => {
    const admin = await createUser({ role: "admin", totp: true });
    const diver = await createUser();
    const doc = await uploaded(diver.token);
    expect((await accepting(admin.token, doc.id)).status).toBe(200);
    expectErrorEnvelope(await accepting(admin.token, doc.id), 409);
    expectErrorEnvelope(await rejecting(admin.token, doc.id, { reason: "Changed my mind" }), 409);
    const manual = await createOrganisationDocument("Manual");
    expectErrorEnvelope(await accepting(admin.token, manual.id), 409);
    expectErrorEnvelope(await accepting(admin.token, 999999), 404);
    const gone = await uploaded(diver.token);
    await call(item.DELETE, { method: "DELETE", path: `/api/v1/diver/documents/${gone.id}`, token: diver.token, params: { id: String(gone.id) } });
    expectErrorEnvelope(await accepting(admin.token, gone.id), 404);
    expect(await mailsTo(diver.user.email, "document_reviewed")).toHaveLength(1);
  });

  it("is for administrators only: divers and professionals get 403, no token 401", async () => {
    const diver = await createUser();
    const pro = await createUser({ professional: true });
    const doc = await uploaded(diver.token);
    for (const who of [diver, pro]) {
      expectErrorEnvelope(await accepting(who.token, doc.id), 403);
      expectErrorEnvelope(await rejecting(who.token, doc.id, { reason: "nope nope" }), 403);
      expectErrorEnvelope(await call(review.GET, { path: ADMIN, token: who.token }), 403);
      expectErrorEnvelope(await call(adminFile.GET, { path: `${ADMIN}/${doc.id}/file`, token: who.token, params: { id: String(doc.id) } }), 403);
    }
    expectErrorEnvelope(await call(review.GET, { path: ADMIN }), 401);
    expect((await (await getDb()).document.findUniqueOrThrow({ where: { id: doc.id } })).status).toBe("pending");
  });

  it("lists pending documents oldest first with their diver, decided ones by status; staff download any diver's file", async () => {
    const admin = await createUser({ role: "admin", totp: true });
    const diver = await createUser({ firstName: "Nina", lastName: "Blu" });
    const a = await uploaded(diver.token);
    const b = await uploaded(diver.token);
    await accepting(admin.token, a.id);
    const pending = await call(review.GET, { path: `${ADMIN}?status=pending&per_page=100`, token: admin.token });
    expect(pending.status).toBe(200);
    const ids = pending.json.data.data.map((d: { id: number }) => d.id);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain(a.id);
    expect(pending.json.data.data.find((d: { id: number }) => d.id === b.id)).toMatchObject({
      diver: { id: diver.user.id, full_name: "Nina Blu", member_id: diver.user.memberId },
      download_url: `http://localhost:3000${ADMIN}/${b.id}/file`,
    });
    const accepted = await call(review.GET, { path: `${ADMIN}?status=accepted`, token: admin.token });
    expect(accepted.json.data.data.map((d: { id: number }) => d.id)).toContain(a.id);
    expectErrorEnvelope(await call(review.GET, { path: `${ADMIN}?status=lost`, token: admin.token }), 422);
    const fileRes = await call(adminFile.GET, { path: `${ADMIN}/${b.id}/file`, token: admin.token, params: { id: String(b.id) } });
    expect(fileRes.status).toBe(200);
    expect(fileRes.headers.get("content-type")).toBe("application/pdf");
  });
});

describe("an accepted medical certificate approves the questionnaire that asked for it", () => {
  async function submission(userId: number, outcome: "fit" | "physician_approval_required", submittedAt: Date) {
    const db = await getDb();
    return db.medicalSubmission.create({
      data: { userId, version: 1, answers: {}, outcome, submittedAt, validUntil: new Date(submittedAt.getTime() + 365 * 86400_000) },
      select: { id: true },
    });
  }
  const approval = async (id: number) => (await getDb()).medicalSubmission.findUniqueOrThrow({ where: { id }, select: { approvalDocumentId: true, approvedAt: true } });

  // One rule, lib/medical/record-physician-approval.ts: the status follows the diver's latest
  // questionnaire, so a certificate approves that one only, when it asked for a physician and was
  // answered before the certificate was uploaded.
  it("sets approvalDocumentId and approvedAt on the latest submission when it waits for a physician", async () => {
    const admin = await createUser({ role: "admin", totp: true });
    const diver = await createUser();
    const day = 86400_000;
    const older = await submission(diver.user.id, "physician_approval_required", new Date(Date.now() - 30 * day));
    const latest = await submission(diver.user.id, "physician_approval_required", new Date(Date.now() - 2 * day));
    const doc = await uploaded(diver.token, "medical_certificate");
    expect((await accepting(admin.token, doc.id)).status).toBe(200);
    const approved = await approval(latest.id);
    expect(approved.approvalDocumentId).toBe(doc.id);
    expect(approved.approvedAt).toBeInstanceOf(Date);
    expect((await approval(older.id)).approvalDocumentId).toBeNull();

    // A second certificate never replaces the approval already recorded.
    const second = await uploaded(diver.token, "medical_certificate");
    expect((await accepting(admin.token, second.id)).status).toBe(200);
    expect((await approval(latest.id)).approvalDocumentId).toBe(doc.id);
    expect((await approval(older.id)).approvalDocumentId).toBeNull();
  });

  it("approves nothing when the latest questionnaire is fit or was answered after the certificate", async () => {
    const admin = await createUser({ role: "admin", totp: true });
    const day = 86400_000;
    const fitDiver = await createUser();
    const waiting = await submission(fitDiver.user.id, "physician_approval_required", new Date(Date.now() - 2 * day));
    const fit = await submission(fitDiver.user.id, "fit", new Date(Date.now() - day));
    await accepting(admin.token, (await uploaded(fitDiver.token, "medical_certificate")).id);
    for (const s of [waiting, fit]) expect((await approval(s.id)).approvalDocumentId).toBeNull();

    const laterDiver = await createUser();
    const doc = await uploaded(laterDiver.token, "medical_certificate");
    const later = await submission(laterDiver.user.id, "physician_approval_required", new Date(Date.now() + day));
    await accepting(admin.token, doc.id);
    expect((await approval(later.id)).approvalDocumentId).toBeNull();
  });

  it("does nothing for other kinds, rejected certificates, or another diver's submission", async () => {
    const admin = await createUser({ role: "admin", totp: true });
    const diver = await createUser();
    const other = await createUser();
    const waiting = await submission(diver.user.id, "physician_approval_required", new Date(Date.now() - 86400_000));
    const theirs = await submission(other.user.id, "physician_approval_required", new Date(Date.now() - 86400_000));
    await accepting(admin.token, (await uploaded(diver.token, "professional_medical_certificate")).id);
    await rejecting(admin.token, (await uploaded(diver.token, "medical_certificate")).id, { reason: "Not signed by a physician" });
    expect((await approval(waiting.id)).approvalDocumentId).toBeNull();
    await accepting(admin.token, (await uploaded(diver.token, "medical_certificate")).id);
    expect((await approval(waiting.id)).approvalDocumentId).not.toBeNull();
    expect((await approval(theirs.id)).approvalDocumentId).toBeNull();
  });
});
