import { auditContext } from "@/lib/api/audit-context";
import { created, ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { listOwnApplications } from "@/lib/center-applications/list-applications";
import { ZCenterApplication, ZOwnApplicationsQuery, ZSubmitApplication } from "@/lib/center-applications/schema";
import { submitApplication } from "@/lib/center-applications/submit-application";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    query: ZOwnApplicationsQuery,
    docs: {
      tag: "Dive centers",
      summary: "List your dive center applications",
      description: "The caller's own applications to run a dive center, newest first, with their status (a rejected one with its reason, an approved one with its dive center's id). Paginated.",
    },
    response: { description: "A page of applications.", data: ZLengthAwarePage(ZCenterApplication) },
    handler: async ({ user, query, url }) => ok("Applications retrieved.", await listOwnApplications(user.id, query, url)),
  }),
  POST: withApi({
    auth: "professional",
    body: ZSubmitApplication,
    docs: {
      tag: "Dive centers",
      summary: "Apply to run a dive center",
      description: "`{ name, country, state_code?, city?, address?, phone?, email?, website?, distributor_id? }`, checked as staff's center form checks them: the country is ISO 3166-1, the state code an ISO 3166-2 subdivision of it, the distributor an existing active one. Staff approve (a new active dive center, you its owner) or reject it; you are e-mailed either way. One pending application at a time (409).",
      errors: { 409: "You already have an application waiting for a decision.", 422: "Validation failed." },
    },
    response: { status: 201, description: "The application, pending.", data: ZCenterApplication },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Application submitted.", await submitApplication(ctx.user.id, ctx.body, auditContext(ctx))),
  }),
});
