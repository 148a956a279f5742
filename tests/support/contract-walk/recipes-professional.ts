import { jobQueue } from "@/lib/jobs/boss";
import { sendEmailTask } from "@/lib/jobs/tasks/send-email";
import * as documentsRoute from "@/app/api/v1/diver/documents/route";
import { stripe } from "@/lib/payments/config";
import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import { logOf, modulesOf, passAllQuizzes, rightAnswers } from "@/tests/support/contract-walk/recipes-diver";
import type { World } from "@/tests/support/contract-walk/world";
import { pdfBytes, upload } from "@/tests/support/document-factories";
import { createUser } from "@/tests/support/factories";

// The demo instructor's routes, the administrator's, the store and payments (through the Stripe
// emulator the walk starts), recognitions, and the last writes of the walk.

const aowd = async (w: World) => ({ log_code: (await logOf(w, "AOWD")).logCode });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const paid = async (paymentIntentId: string) => void (await stripe().paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" }));

/** A verified diver with a licence card uploaded through the route, who asks for a recognition. */
async function applicant(w: World, name: string) {
  const who = await createUser({ firstName: name, lastName: "Costa" });
  const res = await upload(documentsRoute.POST as never, who.token, [
    { name: "file", filename: "padi-card.pdf", type: "application/pdf", data: await pdfBytes(`${name} Costa, PADI Open Water`) },
    { name: "kind", value: "license" },
  ]);
  if (res.status !== 201) throw new Error(`licence upload answered ${res.status}: ${res.text}`);
  return { token: who.token, documentId: res.json.data.id as number };
}
const recognitionBody = (documentId: number) => ({
  agency: "PADI", certification_name: "Open Water Diver", level: "diver", certification_number: "2107AB4410", issued_on: "2019-06-30", document_id: documentId,
});

export const professionalReadRecipes: Recipe[] = [
  recipe("GET /api/v1/professional/students", "pro"),
  recipe("GET /api/v1/professional/students/{log_code}/progress", "pro", { params: aowd }),
  recipe("GET /api/v1/professional/students/{log_code}/skills", "pro", { params: aowd }),
  recipe("GET /api/v1/professional/students/{log_code}/modules/{module}/quiz-result", "pro", {
    params: async (w) => {
      const log = await logOf(w, "AOWD");
      return { log_code: log.logCode, module: (await modulesOf(w, log.courseId))[0]!.id };
    },
  }),
  recipe("GET /api/v1/professional/certifications/{level}", "pro", { params: () => ({ level: "all" }) }),
  recipe("GET /api/v1/professional/dive-logs", "pro"),
  recipe("GET /api/v1/professional/dive-logs/{id}", "pro", {
    before: async (w) => {
      w.saved.toSign = (await w.db.diveLog.findFirstOrThrow({ where: { instructorId: w.pro.id, signedAt: null, deletedAt: null }, select: { id: true } })).id;
    },
    params: (w) => ({ id: w.saved.toSign }),
  }),
  recipe("GET /api/v1/professional/classrooms", "pro"),
  recipe("GET /api/v1/professional/renewals", "pro"),
  recipe("GET /api/v1/admin/documents", "admin"),
];

export const professionalWriteRecipes: Recipe[] = [
  recipe("GET /api/v1/professional/dive-logs/{id}/profile", "pro", {
    // The imported dive (diver write recipes) names the instructor, as a dive asked to sign does.
    before: async (w) => void (await w.db.diveLog.update({ where: { id: w.saved.importedDive.id }, data: { instructorId: w.pro.id } })),
    params: (w) => ({ id: w.saved.importedDive.id }),
  }),
  recipe("GET /api/v1/admin/jobs", "admin", { query: () => ({ state: "all" }) }),
  recipe("POST /api/v1/admin/jobs/{id}/retry", "admin", {
    // A job that ran out of attempts, as a mail to a dead server ends.
    before: async (w) => {
      const boss = await jobQueue([sendEmailTask]);
      const id = await boss.send("send-email", { outbox_id: 0 }, { retryLimit: 0 });
      await boss.fail("send-email", id!, new Error("Mail delivery failed: 550 mailbox unavailable"));
      w.saved.failedJob = id;
    },
    params: (w) => ({ id: w.saved.failedJob }),
  }),
  recipe("POST /api/v1/professional/dive-logs/{id}/sign", "pro", { params: (w) => ({ id: w.saved.toSign }) }),
  recipe("POST /api/v1/professional/classrooms", "pro", {
    body: () => ({ name: "Advanced weekend, Portofino", course: "AOWD", starts_on: inDays(7), ends_on: inDays(9) }),
    after: (res, w) => void (w.saved.classroom = res.json.data),
  }),
  recipe("GET /api/v1/professional/classrooms/{id}", "pro", { params: (w) => ({ id: w.saved.classroom.id }) }),
  recipe("PATCH /api/v1/professional/classrooms/{id}", "pro", { params: (w) => ({ id: w.saved.classroom.id }), body: () => ({ name: "Advanced weekend, Camogli" }) }),
  recipe("POST /api/v1/professional/classrooms/{id}/students", "pro", { params: (w) => ({ id: w.saved.classroom.id }), body: aowd }),
  recipe("DELETE /api/v1/professional/classrooms/{id}/students/{log_code}", "pro", { params: async (w) => ({ id: w.saved.classroom.id, ...(await aowd(w)) }) }),
  recipe("POST /api/v1/professional/students", "pro", {
    before: async (w) => void (w.saved.student = await createUser({ firstName: "Sara", lastName: "Conti" })),
    body: (w) => ({ member_id: w.saved.student.user.memberId, course: "OWD" }),
  }),
  recipe("POST /api/v1/professional/students/{log_code}/skills/sign", "pro", {
    params: aowd,
    body: async (w) => {
      const log = await logOf(w, "AOWD");
      const open = await w.db.skill.findMany({ where: { courseId: log.courseId, requiresDive: false, progress: { none: { courseLogId: log.id, instructorSignedAt: { not: null } } } }, select: { id: true }, take: 1 });
      const any = open.length ? open : await w.db.skill.findMany({ where: { courseId: log.courseId }, select: { id: true }, take: 1 });
      return { skill_ids: any.map((s) => s.id) };
    },
  }),
  recipe("POST /api/v1/diver/courses/{log_code}/skills/sign", "diver", {
    params: aowd,
    body: async (w) => {
      const log = await logOf(w, "AOWD");
      const signed = await w.db.skillProgress.findMany({ where: { courseLogId: log.id, instructorSignedAt: { not: null }, diverSignedAt: null }, select: { skillId: true } });
      return { skill_ids: signed.map((s) => s.skillId) };
    },
  }),
  recipe("POST /api/v1/professional/students/{log_code}/exam/enable", "pro", { params: aowd }),
  recipe("GET /api/v1/diver/courses/{log_code}/exam", "diver", { before: passAllQuizzes, params: aowd }),
  recipe("POST /api/v1/diver/courses/{log_code}/exam", "diver", { params: aowd, body: async (w) => rightAnswers(w, { examCourseId: (await logOf(w, "AOWD")).courseId }) }),
  recipe("GET /api/v1/diver/courses/{log_code}/exam/result", "diver", { params: aowd }),
  recipe("GET /api/v1/professional/students/{log_code}/exam-result", "pro", { params: aowd }),

  // The store and renewals, paid through the emulator with the SDK.
  recipe("POST /api/v1/diver/store/courses/{course}/checkout", "diver", {
    // Nitrox again: her earlier Enriched Air course log ran out before she finished it.
    params: () => ({ course: "EAN" }),
    body: () => ({ currency: "usd" }),
    after: (res, w) => void (w.saved.order = res.json.data),
  }),
  recipe("GET /api/v1/diver/store/orders/{order}", "diver", { params: (w) => ({ order: w.saved.order.order_id }) }),
  recipe("POST /api/v1/diver/store/orders/{order}/confirm", "diver", {
    before: (w) => paid(w.saved.order.payment_intent_id),
    params: (w) => ({ order: w.saved.order.order_id }),
    body: (w) => ({ payment_intent_id: w.saved.order.payment_intent_id }),
  }),
  recipe("POST /api/v1/webhooks/stripe", "public", {
    before: (w) => {
      const event = (w.saved.stripeEvents as { payload: string; signature: string }[]).find((e) => e.payload.includes(w.saved.order.payment_intent_id));
      if (!event) throw new Error("the emulator sent no event for the diver's payment");
      w.saved.event = event;
    },
    body: (w) => w.saved.event.payload,
    headers: (w) => ({ "content-type": "application/json", "stripe-signature": w.saved.event.signature }),
  }),
  recipe("POST /api/v1/professional/store/courses/{course}/checkout", "pro", {
    params: () => ({ course: "SD" }),
    body: (w) => ({ currency: "usd", student_id: w.saved.student.user.id }),
    after: (res, w) => void (w.saved.proOrder = res.json.data),
  }),
  recipe("POST /api/v1/professional/store/orders/{order}/confirm", "pro", {
    before: (w) => paid(w.saved.proOrder.payment_intent_id),
    params: (w) => ({ order: w.saved.proOrder.order_id }),
    body: (w) => ({ payment_intent_id: w.saved.proOrder.payment_intent_id }),
  }),
  recipe("POST /api/v1/professional/renewals/checkout", "pro", { body: () => ({ currency: "usd" }), after: (res, w) => void (w.saved.renewal = res.json.data) }),
  recipe("POST /api/v1/professional/renewals/orders/{order}/confirm", "pro", {
    before: (w) => paid(w.saved.renewal.payment_intent_id),
    params: (w) => ({ order: w.saved.renewal.order_id }),
    body: (w) => ({ payment_intent_id: w.saved.renewal.payment_intent_id }),
  }),

  // Recognitions: two divers ask, the administrator approves one and rejects the other.
  recipe("POST /api/v1/professional/recognitions", (w) => w.saved.applicant.token, {
    before: async (w) => void (w.saved.applicant = await applicant(w, "Elena")),
    body: (w) => recognitionBody(w.saved.applicant.documentId),
    after: (res, w) => void (w.saved.recognition = res.json.data),
  }),
  recipe("GET /api/v1/professional/recognitions", (w) => w.saved.applicant.token),
  recipe("GET /api/v1/admin/recognitions", "admin"),
  recipe("POST /api/v1/admin/recognitions/{id}/approve", "admin", { params: (w) => ({ id: w.saved.recognition.id }), body: () => ({ course: "OWD" }) }),
  recipe("POST /api/v1/admin/recognitions/{id}/reject", "admin", {
    before: async (w) => {
      const second = await applicant(w, "Marco");
      const { call } = await import("@/tests/support/http");
      const route = await import("@/app/api/v1/professional/recognitions/route");
      const res = await call(route.POST, { method: "POST", path: "/api/v1/professional/recognitions", token: second.token, body: recognitionBody(second.documentId) });
      w.saved.secondRecognition = res.json.data;
    },
    params: (w) => ({ id: w.saved.secondRecognition.id }),
    body: () => ({ reason: "The card photo is unreadable; please upload a sharper scan." }),
  }),

  // Documents: the administrator accepts the diver's licence, rejects a second upload; the diver deletes a third.
  recipe("GET /api/v1/admin/documents/{id}/file", "admin", { params: (w) => ({ id: w.saved.licence.id }) }),
  recipe("POST /api/v1/admin/documents/{id}/accept", "admin", { params: (w) => ({ id: w.saved.licence.id }) }),
  recipe("POST /api/v1/admin/documents/{id}/reject", "admin", {
    before: async (w) => {
      const res = await upload(documentsRoute.POST as never, w.diver.token, [
        { name: "file", filename: "deep-card.pdf", type: "application/pdf", data: await pdfBytes("Deep Diver card, blurred") },
        { name: "kind", value: "license" },
      ]);
      w.saved.blurred = res.json.data;
    },
    params: (w) => ({ id: w.saved.blurred.id }),
    body: () => ({ reason: "The scan is too blurred to read the card number." }),
  }),
  recipe("DELETE /api/v1/diver/documents/{id}", "diver", { params: (w) => ({ id: w.saved.blurred.id }) }),
];
