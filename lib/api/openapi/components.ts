import { toJsonSchema } from "@/lib/api/openapi/json-schema";
import { ZPageLink } from "@/lib/api/page-schemas";
import { supportedLanguages } from "@/lib/i18n/language";
import type { ErrorStatus, HeaderObject, OpenApiDocument, ParameterObject, ResponseObject } from "@/lib/api/openapi/types";

// What every route shares (contract section 1): envelopes, errors, bearer auth, the request id,
// the response language. Operations refer to these by $ref.

export const conventions = `JSON in and out. Every answer is an envelope.

- Success: \`{ "status": "success", "message": "...", "data": ... }\`. User-resource answers add \`"success": true\` at the top level.
- Error: \`{ "status": "error", "message": "..." }\`. A 422 adds Laravel-style field errors, \`"errors": { "field": ["message", ...] }\`, with dotted paths for nested fields (\`operations.2.payload.max_depth\`); its \`message\` is the first error followed by \` (and N more errors)\`.
- An unexpected 500 has the error envelope and a \`request_id\`, never a stack trace.
- Authentication: \`Authorization: Bearer <ACCESS_TOKEN>\` (a JWT from \`POST /api/v1/auth/login\`). Operations marked public need no token.
- Every response carries \`X-Request-Id\` (a request may send its own, 8–128 characters of \`A-Za-z0-9._-\`).
- Response language: the \`Accept-Language\` header, else \`?lang=\`, else the user's \`default_language\`, else \`en\`. Supported: ${supportedLanguages.join(", ")}; legacy codes \`cn\`, \`kr\`, \`us\` mean zh, ko, en.
- Lists that can grow are paginated in Laravel's length-aware shape inside \`data\`: \`?page=\` (default 1) and \`?per_page=\` (default 15, max 100).
- Request bodies over 1 MiB are refused (413). Malformed JSON is a 422 (\`errors.body\`). Rate-limited routes report \`X-RateLimit-Limit\` and \`X-RateLimit-Remaining\` on every answer (the tightest limit counted); a refused request is 429 with \`Retry-After\`; a database outage is 503 with \`Retry-After\`.
- Dates: date-only fields \`Y-m-d\`; \`created_at\`/\`updated_at\` ISO 8601 with six fractional digits and an offset (\`2026-11-22T13:20:05.123000+00:00\`).`;

const errorSchema = {
  type: "object",
  description: "The error envelope.",
  properties: {
    status: { type: "string", const: "error" },
    message: { type: "string", examples: ["Unauthenticated."] },
    request_id: { type: "string", description: "Only on unexpected 500 errors." },
  },
  required: ["status", "message"],
};

const validationErrorSchema = {
  type: "object",
  description: "A 422: the first error (plus a count of the others) and every failing field, Laravel style.",
  properties: {
    status: { type: "string", const: "error" },
    message: { type: "string", examples: ["The email field is required. (and 1 more error)"] },
    errors: {
      type: "object",
      description: "Dotted field path → messages.",
      additionalProperties: { type: "array", items: { type: "string" } },
      examples: [{ email: ["The email field is required."], password: ["The password field is required."] }],
    },
  },
  required: ["status", "message", "errors"],
};


const retryAfter: HeaderObject = { description: "Seconds to wait before retrying.", schema: { type: "integer" } };

const errorResponse = (description: string, extraHeaders: Record<string, HeaderObject> = {}): ResponseObject => ({
  description,
  headers: { "X-Request-Id": { $ref: "#/components/headers/XRequestId" }, ...extraHeaders },
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** Component name and default description of each documented error status. */
export const errorResponses: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: "BadRequest", description: "The request could not be read." },
  401: { name: "Unauthenticated", description: "Missing, invalid, expired or revoked token (`Unauthenticated.`)." },
  403: { name: "Forbidden", description: "Authenticated but not allowed: unverified e-mail, non-active account or wrong role." },
  404: { name: "NotFound", description: "Unknown object, or a route parameter that does not parse." },
  409: { name: "Conflict", description: "The object's state does not allow this." },
  410: { name: "Gone", description: "A link or code that was valid once and is no longer (an expired invitation or referral)." },
  413: { name: "PayloadTooLarge", description: "The request body is over the size limit." },
  415: { name: "UnsupportedMediaType", description: "The body is not JSON." },
  422: { name: "ValidationFailed", description: "Validation failed." },
  429: { name: "RateLimited", description: "Too many requests; retry after `Retry-After` seconds." },
  503: { name: "Unavailable", description: "The database is unavailable; retry after `Retry-After` seconds." },
};

export function baseComponents(): OpenApiDocument["components"] {
  const responses: Record<string, ResponseObject> = {};
  for (const [status, { name, description }] of Object.entries(errorResponses)) {
    responses[name] = errorResponse(description, status === "429" || status === "503" ? { "Retry-After": retryAfter } : {});
  }
  const validation = responses.ValidationFailed!;
  validation.content = { "application/json": { schema: { $ref: "#/components/schemas/ValidationError" } } };
  responses.ServerError = errorResponse(
    "Unexpected error (500, with `request_id`), or the database is unavailable (503, with `Retry-After`).",
    { "Retry-After": retryAfter },
  );

  const parameters: Record<string, ParameterObject> = {
    AcceptLanguage: {
      name: "Accept-Language",
      in: "header",
      description: "Response language (first choice). Labels and messages are translated.",
      schema: { type: "string", examples: ["it-IT,it;q=0.9,en;q=0.8"] },
    },
    Lang: {
      name: "lang",
      in: "query",
      description: "Response language when no Accept-Language is sent.",
      schema: { type: "string", enum: [...supportedLanguages, "cn", "kr", "us"] },
    },
    XRequestId: {
      name: "X-Request-Id",
      in: "header",
      description: "Your own request id (echoed back); one is generated otherwise.",
      schema: { type: "string", pattern: "^[A-Za-z0-9._-]{8,128}$" },
    },
    IfNoneMatch: {
      name: "If-None-Match",
      in: "header",
      description: "An ETag from an earlier answer; 304 when unchanged.",
      schema: { type: "string" },
    },
  };

  return {
    schemas: {
      Error: errorSchema,
      ValidationError: validationErrorSchema,
      // The same definition the zod page schemas produce (lib/api/page-schemas.ts).
      PageLink: toJsonSchema(ZPageLink, "output").defs.PageLink!,
    },
    responses,
    parameters,
    headers: {
      XRequestId: { description: "The request id (also in the server log).", required: true, schema: { type: "string" } },
      ETag: { description: "Weak validator for If-None-Match.", schema: { type: "string" } },
      Deprecation: { description: "`true`: this legacy route is deprecated.", schema: { type: "string" } },
      Sunset: { description: "HTTP date after which the legacy route may be removed.", schema: { type: "string" } },
      Link: { description: "The successor route (`rel=\"successor-version\"`).", schema: { type: "string" } },
      Location: { description: "Where the browser is sent.", schema: { type: "string" } },
      XRateLimitLimit: { description: "Requests allowed in the current window of the tightest limit this route counts (RATE_LIMIT_MULTIPLIER applied).", schema: { type: "integer" } },
      XRateLimitRemaining: { description: "Requests left in that window; 0 when refused.", schema: { type: "integer" } },
    },
    securitySchemes: {
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "JWT",
        description: "Access token from POST /api/v1/auth/login (60 minutes); renew it with POST /api/v1/auth/refresh.",
      },
    },
  };
}
