import type { z } from "zod";
import type { AuthLevel } from "@/lib/auth/guard";
import type { Permission } from "@/lib/auth/permissions";

// The shape of one documented operation, and the small subset of OpenAPI 3.1 we emit.

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Tags in the order the document and /docs/api list them. */
export const tags = [
  { name: "Auth", description: "Registration, tokens, password reset and the signed links sent by e-mail." },
  { name: "Legacy auth", description: "For older app versions. Responses carry `Deprecation`, `Sunset` and `Link` headers." },
  { name: "Profile", description: "The signed-in account." },
  { name: "User", description: "The profile aliases (same rules, same answers as Profile) and the account's certifications." },
  { name: "Diver certifications", description: "The diver's certifications. Needs a verified e-mail address." },
  { name: "Diver courses", description: "The diver's course logs: modules, quizzes, the exam and skills. Needs a verified e-mail address; an expired course log is read-only (409 on writes)." },
  { name: "Diver free learnings", description: "Free courses the diver enrols in without buying. Needs a verified e-mail address." },
  { name: "Diver dive logs", description: "The diver's log book. A dive log naming an instructor is pending until signed; a signed one is locked. Needs a verified e-mail address." },
  { name: "Diver other", description: "Award cards, documents and other diver pages. Needs a verified e-mail address." },
  { name: "Diver store", description: "Buying courses. Amounts are integer USD cents with the buyer's VAT, computed by the server." },
  { name: "Sync", description: "Offline sync for the mobile apps: status, course downloads, the dive-log delta, uploads of offline operations (each applied at most once) and kept conflicts. Needs a verified e-mail address. Protocol: docs/sync.md." },
  { name: "Professional", description: "For dive professionals (instructor level or above with a professional membership) with a verified e-mail address; 403 otherwise." },
  { name: "Wallet", description: "Apple Wallet's PassKit web service (Apple's own shapes, no envelope): devices register for a pass's updates with the pass's `ApplePass` token and fetch its latest version. Decision 0050." },
  { name: "Verify", description: "Public certification check; the QR codes on profiles and cards point here." },
  { name: "Search", description: "Public search, rate limited per IP." },
  { name: "Dive centers", description: "Public dive-center directory." },
  { name: "Utility", description: "Reference data for forms: countries, subdivisions, active dive centers." },
  { name: "Webhooks", description: "Called by payment providers; authenticated by signature, not by token." },
  { name: "Admin", description: "Staff tools (the `admin` role): reviewing divers' uploaded documents." },
  { name: "Operations", description: "Probes for load balancers and orchestrators: liveness and readiness." },
  { name: "Developer", description: "Tools for administrators and developers." },
  { name: "Administration", description: "Staff queues (administrators only; 403 for everyone else)." },
  { name: "Documentation", description: "This document." },
] as const;
export type Tag = (typeof tags)[number]["name"];

/** Error statuses an operation can document; the common ones are added from the operation's traits. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export type OperationResponse = {
  status?: 200 | 201 | 202;
  description: string;
  /** Other success statuses answered with the same body (e.g. 200 when a 201's object already existed). */
  also?: { status: 200 | 201 | 202; description: string }[];
  /** Success answers without a body (Apple's 204 "nothing changed", 304 "not modified since"). */
  empty?: { status: 204 | 304; description: string }[];
  /** success: `{status, message, data}`; user: adds `success: true`; raw: the body is `data` itself. */
  envelope?: "success" | "user" | "raw";
  /** The zod schema of `data` (`z.null()` for none); a record schema with `.meta({ id })` becomes a component. */
  data: z.ZodType;
  /** A file download instead of JSON (envelope "raw"): media type → what it holds. */
  files?: Record<string, string>;
};

/** What a route declares for the document, beside what withApi already knows (auth, schemas, limits). */
export type RouteDocs = {
  tag: Tag;
  summary: string;
  description?: string;
  /** Extra error statuses, or better descriptions of the automatic ones. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Request headers the route reads. */
  headers?: { name: string; description: string; required?: boolean }[];
  /** Answers carry an ETag; If-None-Match gives 304. */
  etag?: boolean;
  /** Signed link opened by browsers: `Accept: text/html` gets a 303 to this page. */
  browserRedirect?: string;
  /** Legacy route: deprecated, with Deprecation/Sunset/Link headers. */
  legacy?: boolean;
  /** A body the route reads itself instead of through a schema (e.g. a signed webhook event). */
  rawBody?: { description: string };
  /** A multipart upload's file parts: form field → what it holds. */
  files?: Record<string, string>;
};

export type Operation = {
  method: HttpMethod;
  /** Full path with `{param}` placeholders, e.g. `/api/v1/utility/countries/{code}`. */
  path: string;
  summary: string;
  description?: string;
  tag: Tag;
  auth: AuthLevel;
  /** The staff permission of an `auth: "staff"` route. */
  permission?: Permission;
  /** Suspended, pending, ... accounts may call it too (otherwise they get 403). */
  allowInactive?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data upload: the text fields (`body` schema) plus these file parts. */
  multipart?: { files: Record<string, string> };
  /** A body the route reads itself instead of through a schema (e.g. a signed webhook event). */
  rawBody?: { description: string };
  /** Request headers the route reads. */
  headers?: { name: string; description: string; required?: boolean }[];
  response: OperationResponse;
  /** Extra error statuses, or better descriptions of the automatic ones. */
  errors?: Partial<Record<ErrorStatus, string>>;
  rateLimited?: boolean;
  /** The limits counted (X-RateLimit-Limit is the smallest). */
  rateLimits?: { name: string; limit: number; windowSeconds: number }[];
  /** Answers carry an ETag; If-None-Match gives 304. */
  etag?: boolean;
  /** Signed link opened by browsers: `Accept: text/html` gets a 303 to this page. */
  browserRedirect?: string;
  /** Legacy route: deprecated, with Deprecation/Sunset/Link headers. */
  legacy?: boolean;
};

// ---- OpenAPI 3.1 (only what we produce) ----

export type JsonSchema = { [key: string]: unknown };
export type Ref = { $ref: string };

export type ParameterObject = {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  description?: string;
  schema: JsonSchema;
};

export type HeaderObject = { description?: string; required?: boolean; schema: JsonSchema };

export type ResponseObject = {
  description: string;
  headers?: Record<string, HeaderObject | Ref>;
  content?: Record<string, { schema: JsonSchema }>;
};

export type OperationObject = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  deprecated?: boolean;
  security: Record<string, string[]>[];
  parameters: (ParameterObject | Ref)[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ResponseObject | Ref>;
  "x-auth-level": AuthLevel;
  "x-permission"?: Permission;
  "x-allow-inactive"?: boolean;
  "x-rate-limited"?: boolean;
  "x-rate-limits"?: { name: string; limit: number; window_seconds: number }[];
};

export type PathItem = Partial<Record<Lowercase<HttpMethod>, OperationObject>>;

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    parameters: Record<string, ParameterObject>;
    headers: Record<string, HeaderObject>;
    securitySchemes: Record<string, { type: "http"; scheme: "bearer"; bearerFormat?: string; description?: string }>;
  };
};
