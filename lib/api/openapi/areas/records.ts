import { described, examResult, listOf, one, skillProgressList } from "@/lib/api/openapi/response-data";
import type { Operation } from "@/lib/api/openapi/types";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { ZFormCodeParams, ZFormDetail, ZFormPdfQuery, ZFormRecord, ZSignFormBody } from "@/lib/forms/schema";
import { ZMedicalSubmission } from "@/lib/medical/schema";

// Diver records: the results behind a certification, the organisation's forms and the medical
// questionnaire.

const notYours = "Unknown certification, or another diver's.";
const submission =
  "`{ outcome: fit|physician_approval_required|fit_with_physician_approval (once staff accepted the physician's certificate), version, submitted_at, valid_until, physician_approved_at, answers: {question_id: boolean} }`";

export const recordOperations: Operation[] = [
  {
    method: "GET", path: "/api/v1/diver/certifications/{certification}/quiz-result", tag: "Diver certifications", auth: "verified",
    summary: "Quiz results behind a certification",
    description: "Every module of the certification's course with the best quiz attempt of the course log it was issued for (`null` when there is none).",
    params: ZCertificationParams, errors: { 404: notYours },
    response: { description: "One entry per module.", data: listOf("`{ module: {id, position, title}, result: quiz result | null }`", "CertificationQuizResult") },
  },
  {
    method: "GET", path: "/api/v1/diver/certifications/{certification}/exam-result", tag: "Diver certifications", auth: "verified",
    summary: "Exam result behind a certification",
    description: "The best final-exam attempt, or `null` for a certification issued without an online exam (e.g. a recognition).",
    params: ZCertificationParams, errors: { 404: notYours },
    response: { description: "The exam result or null.", data: examResult },
  },
  {
    method: "GET", path: "/api/v1/diver/certifications/{certification}/skills", tag: "Diver certifications", auth: "verified",
    summary: "Skills behind a certification",
    params: ZCertificationParams, errors: { 404: notYours },
    response: { description: "The skill progress list (empty without a course log).", data: skillProgressList },
  },
  {
    method: "GET", path: "/api/v1/diver/forms", tag: "Diver other", auth: "verified",
    summary: "List the organisation's forms",
    description: "Each form's current version and whether it is signed. A signature of an older version gives `signed: false` with `signed_version` naming the old one.",
    response: { description: "The forms.", data: listOf(ZFormRecord, "Form") },
  },
  {
    method: "GET", path: "/api/v1/diver/forms/{code}", tag: "Diver other", auth: "verified",
    summary: "Read a form's full text",
    description: "`can_sign` is false for divers under 18: their guardian signs through an e-mailed link.",
    params: ZFormCodeParams,
    response: { description: "The form with its text.", data: one(ZFormDetail, "FormDetail") },
  },
  {
    method: "POST", path: "/api/v1/diver/forms/{code}/sign", tag: "Diver other", auth: "verified",
    summary: "Sign a form",
    description: "`full_name` must be the account's full name (case, outer and repeated spaces ignored) and `accept` true. Stores the version, time, client address and a SHA-256 of the exact text.",
    params: ZFormCodeParams, body: ZSignFormBody, rateLimited: true,
    errors: { 403: "The diver is under 18: the guardian signs.", 409: "This version is already signed.", 422: "Wrong name or `accept` not true." },
    response: { description: "The form, signed.", data: one(ZFormDetail, "FormDetail") },
  },
  {
    method: "GET", path: "/api/v1/diver/forms/{code}/pdf", tag: "Diver other", auth: "verified",
    summary: "Download a form as PDF",
    description: "The form's `download_url`. With the signature block filled in when that version is signed. `?version=` picks an older version.",
    params: ZFormCodeParams, query: ZFormPdfQuery,
    errors: { 404: "Unknown form or version." },
    response: { envelope: "raw", description: "The PDF.", data: described("A file."), files: { "application/pdf": "The form." } },
  },
  {
    method: "POST", path: "/api/v1/diver/forms/{code}/guardian-link", tag: "Diver other", auth: "verified",
    summary: "E-mail the guardian a link to sign",
    description: "For divers under 18: the guardian named at registration receives a signed link (valid 7 days) to a page where they sign with their own name. At most 5 an hour.",
    params: ZFormCodeParams, rateLimited: true,
    errors: { 409: "The diver is 18 or older, has no guardian address, or the form is already signed." },
    response: { description: "Where the link went (masked).", data: described("`{ sent_to }`", "GuardianLinkSent") },
  },
  {
    method: "GET", path: "/api/v1/diver/medical-questionnaire", tag: "Diver other", auth: "verified",
    summary: "Read the medical questionnaire",
    response: {
      description: "The structure, the latest submission and the status now.",
      data: described(
        `\`{ structure: { version, questions: [{ id, text, follow_up_group }], follow_up_groups: [{ id, title, questions: [{ id, text }] }] }, last_submission: ${submission} | null, status: missing|fit|fit_with_physician_approval|physician_approval_required|expired }\``,
        "MedicalQuestionnaire",
      ),
    },
  },
  {
    method: "POST", path: "/api/v1/diver/medical-questionnaire", tag: "Diver other", auth: "verified",
    summary: "Submit the medical questionnaire",
    description: "Every first-page question and every question of each group a yes opened must be answered (422 names each missing `answers.<id>`). Outcome `fit` when all answers are no, else `physician_approval_required`; valid 12 months.",
    body: ZMedicalSubmission, rateLimited: true,
    response: { status: 201, description: "The submission and the status.", data: described(`${submission} plus \`status\``, "MedicalSubmission") },
  },
];
