import type { Operation } from "@/lib/api/openapi/types";
import { described, listOf, pageOf } from "@/lib/api/openapi/response-data";
import {
  ZAdminRecognitionsQuery,
  ZApproveRecognitionBody,
  ZOwnRecognitionsQuery,
  ZRecognitionParams,
  ZRecognitionRequestBody,
  ZRejectRecognitionBody,
} from "@/lib/recognitions/schema";
import { ZDiverResult, ZInstructorResult, ZSearchDiversBody, ZSearchInstructorsBody } from "@/lib/search/schema";

// Recognitions of other agencies' certifications (request, staff decision) and the public
// searches for divers and instructors.

const recognitionFields =
  "`{ id, agency, certification_name, level, level_label, certification_number, issued_on, status: pending|approved|rejected, " +
  "document: {id, title, file_name, mime_type, size, download_url} | null, course: {id, code, name} | null, " +
  "certification: {id, number, card_url} | null, rejection_reason, decided_at, created_at }`";
const recognition = described(`A recognition request: ${recognitionFields}.`, "Recognition");
const adminRecognition = described("A recognition request plus `user: {id, member_id, full_name, email}`.", "AdminRecognition");
const notFoundText = "Unknown recognition request.";
const decidedText = "The request was already approved or rejected.";

export const recognitionOperations: Operation[] = [
  {
    method: "GET", path: "/api/v1/professional/recognitions", tag: "Professional", auth: "verified",
    summary: "List your recognition requests",
    description: "Open to every verified account (divers trained elsewhere ask too), newest first.",
    query: ZOwnRecognitionsQuery,
    response: { description: "A page of your requests.", data: pageOf(recognitionFields, "RecognitionItem") },
  },
  {
    method: "POST", path: "/api/v1/professional/recognitions", tag: "Professional", auth: "verified",
    summary: "Ask for recognition of another agency's certification",
    description: "`document_id` must be one of your own `license` documents (the card), not deleted; anything else is 422 `errors.document_id`.",
    body: ZRecognitionRequestBody, rateLimited: true,
    response: { status: 201, description: "The request, `status: pending`.", data: recognition },
  },
  {
    method: "GET", path: "/api/v1/admin/recognitions", tag: "Administration", auth: "admin",
    summary: "The recognition queue",
    description: "`?status=pending` lists the open requests oldest first; other statuses newest first.",
    query: ZAdminRecognitionsQuery,
    response: { description: "A page of requests.", data: pageOf("A recognition request plus its `user`.", "AdminRecognitionItem") },
  },
  {
    method: "POST", path: "/api/v1/admin/recognitions/{id}/approve", tag: "Administration", auth: "admin",
    summary: "Approve a recognition request",
    description: "Issues a certification of the equivalent course (id or code) with its card and no online exam (its exam result is null), updates the holder's qualification and e-mails them.",
    params: ZRecognitionParams, body: ZApproveRecognitionBody,
    errors: { 404: notFoundText, 409: decidedText, 422: "Validation failed or the course is unknown." },
    response: { description: "The approved request with its certification.", data: adminRecognition },
  },
  {
    method: "POST", path: "/api/v1/admin/recognitions/{id}/reject", tag: "Administration", auth: "admin",
    summary: "Reject a recognition request",
    description: "The reason is e-mailed to the requester.",
    params: ZRecognitionParams, body: ZRejectRecognitionBody,
    errors: { 404: notFoundText, 409: decidedText },
    response: { description: "The rejected request.", data: adminRecognition },
  },
];

export const searchOperations: Operation[] = [
  {
    method: "POST", path: "/api/v1/search/divers", tag: "Search", auth: "public",
    summary: "Check a diver",
    description:
      "Exact match only: a whole `member_id`, or `first_name`, `last_name` and `dob` together (names compared without case or accents). " +
      "Never a partial match or a listing; at most 5 results; closed accounts are not found; 30 requests per hour per address.",
    body: ZSearchDiversBody, rateLimited: true,
    response: { description: "The matching divers (possibly none).", data: listOf(ZDiverResult, "DiverSearchResult") },
  },
  {
    method: "POST", path: "/api/v1/search/instructors", tag: "Search", auth: "public",
    summary: "Find an instructor",
    description: "Active professionals only (a membership past its expiry date counts as expired). Empty filters count as not given.",
    body: ZSearchInstructorsBody, rateLimited: true,
    response: { description: "A page of professionals.", data: pageOf(ZInstructorResult, "InstructorSearchResult") },
  },
];
