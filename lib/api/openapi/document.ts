import type { z } from "zod";
import { env } from "@/lib/env";
import { baseComponents, conventions, errorResponses } from "@/lib/api/openapi/components";
import { objectProperties, toJsonSchema } from "@/lib/api/openapi/json-schema";
import { routeOperations } from "@/lib/api/openapi/route-operations";
import {
  tags,
  type ErrorStatus,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type OperationObject,
  type ParameterObject,
  type Ref,
  type ResponseObject,
} from "@/lib/api/openapi/types";

// Builds the OpenAPI 3.1 document from the operation list; served at /api/v1/openapi.json
// and rendered at /docs/api.

const authText: Record<Operation["auth"], string> = {
  public: "Public: no token needed.",
  user: "Bearer token.",
  verified: "Bearer token of an account with a verified e-mail address.",
  professional: "Bearer token of a dive professional with a verified e-mail address.",
  staff: "Bearer token of a staff member or administrator with a second factor.",
  admin: "Bearer token of an administrator with a second factor.",
};

export function describeAuth(op: Pick<Operation, "auth" | "allowInactive" | "permission">): string {
  if (op.auth === "public") return authText.public;
  if (op.auth === "staff" && op.permission) {
    return `Bearer token of a staff member holding the \`${op.permission}\` permission (administrators hold all), with a second factor. The account must be active.`;
  }
  const state = op.allowInactive ? " Non-active accounts may call it too." : " The account must be active.";
  return authText[op.auth] + state;
}

/** `GET /api/v1/auth/email/verify/{id}/{hash}` → `getAuthEmailVerifyByIdByHash`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\/?/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((seg) => {
      const param = /^\{(.+)\}$/.exec(seg);
      const parts = (param ? param[1]! : seg).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return (param ? ["by", ...parts] : parts).map((w) => w[0]!.toUpperCase() + w.slice(1));
    });
  return method.toLowerCase() + words.join("");
}

const pathParamsOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

class Builder {
  readonly components = baseComponents();

  schema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const { schema: json, defs } = toJsonSchema(schema, io);
    for (const [name, def] of Object.entries(defs)) {
      const existing = this.components.schemas[name];
      if (existing && JSON.stringify(existing) !== JSON.stringify(def)) throw new Error(`OpenAPI: conflicting definitions of ${name}`);
      this.components.schemas[name] = def;
    }
    return json;
  }

  data(data: z.ZodType): JsonSchema | Ref {
    return this.schema(data, "output");
  }

  parameters(op: Operation): (ParameterObject | Ref)[] {
    const out: (ParameterObject | Ref)[] = [];
    if (op.params) {
      const props = objectProperties(this.schema(op.params, "input"));
      const order = pathParamsOf(op.path);
      props.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
      for (const p of props) out.push(param(p.name, "path", true, p.schema));
    }
    let hasLang = false;
    if (op.query) {
      for (const p of objectProperties(this.schema(op.query, "input"))) {
        hasLang ||= p.name === "lang";
        out.push(param(p.name, "query", p.required, p.schema));
      }
    }
    for (const h of op.headers ?? []) {
      out.push({ name: h.name, in: "header", required: h.required ?? false, description: h.description, schema: { type: "string" } });
    }
    out.push({ $ref: "#/components/parameters/AcceptLanguage" });
    if (!hasLang) out.push({ $ref: "#/components/parameters/Lang" });
    out.push({ $ref: "#/components/parameters/XRequestId" });
    if (op.etag) out.push({ $ref: "#/components/parameters/IfNoneMatch" });
    return out;
  }

  responses(op: Operation): Record<string, ResponseObject | Ref> {
    const { response } = op;
    const data = this.data(response.data);
    const envelope = response.envelope ?? "success";
    const body: JsonSchema =
      envelope === "raw"
        ? (data as JsonSchema)
        : {
            type: "object",
            properties: {
              status: { type: "string", const: "success" },
              ...(envelope === "user" ? { success: { type: "boolean", const: true } } : {}),
              message: { type: "string" },
              data,
            },
            required: ["status", ...(envelope === "user" ? ["success"] : []), "message", "data"],
          };
    const headers: ResponseObject["headers"] = { "X-Request-Id": { $ref: "#/components/headers/XRequestId" } };
    if (op.etag) headers.ETag = { $ref: "#/components/headers/ETag" };
    if (op.rateLimited) {
      headers["X-RateLimit-Limit"] = { $ref: "#/components/headers/XRateLimitLimit" };
      headers["X-RateLimit-Remaining"] = { $ref: "#/components/headers/XRateLimitRemaining" };
    }
    if (op.legacy) {
      for (const h of ["Deprecation", "Sunset", "Link"]) headers[h] = { $ref: `#/components/headers/${h}` };
    }
    const content: ResponseObject["content"] = response.files
      ? Object.fromEntries(Object.entries(response.files).map(([media, what]) => [media, { schema: { type: "string", description: what } }]))
      : { "application/json": { schema: body } };
    const out: Record<string, ResponseObject | Ref> = {
      [String(response.status ?? 200)]: { description: response.description, headers, content },
    };
    for (const other of response.also ?? []) out[String(other.status)] = { description: other.description, headers, content };
    for (const other of response.empty ?? []) out[String(other.status)] = { description: other.description, headers: { ...headers } };
    if (op.etag) {
      out["304"] = { description: "Not modified (the If-None-Match ETag still matches).", headers: { ...headers } };
    }
    if (op.browserRedirect) {
      out["303"] = {
        description: `Browsers (\`Accept: text/html\`) are sent to \`${op.browserRedirect}?result=ok|expired|invalid\`.`,
        headers: { "X-Request-Id": { $ref: "#/components/headers/XRequestId" }, Location: { $ref: "#/components/headers/Location" } },
      };
    }
    for (const status of errorStatusesOf(op)) {
      const { name } = errorResponses[status];
      const custom = op.errors?.[status];
      const ref = `#/components/responses/${name}`;
      const base = this.components.responses[name]!;
      if (status === 429 && op.rateLimited) {
        // A refused request still reports the limit it hit.
        const headers = { ...base.headers, "X-RateLimit-Limit": { $ref: "#/components/headers/XRateLimitLimit" }, "X-RateLimit-Remaining": { $ref: "#/components/headers/XRateLimitRemaining" } };
        out[String(status)] = { ...base, headers, ...(custom ? { description: custom } : {}) };
      } else {
        out[String(status)] = custom ? { ...base, description: custom } : { $ref: ref };
      }
    }
    out.default = { $ref: "#/components/responses/ServerError" };
    return out;
  }

  /** The text fields of the body schema, plus each file part as binary (OpenAPI 3.1 style). */
  multipartSchema(op: Operation): JsonSchema {
    const fields = op.body ? this.schema(op.body, "input") : { type: "object", properties: {} };
    const files = Object.entries(op.multipart?.files ?? {});
    const properties = { ...(fields.properties as object), ...Object.fromEntries(files.map(([name, what]) => [name, { type: "string", format: "binary", contentMediaType: "application/octet-stream", description: what }])) };
    const required = [...files.map(([name]) => name), ...((fields.required as string[] | undefined) ?? [])];
    return { ...fields, type: "object", properties, required };
  }

  operation(op: Operation): OperationObject {
    const description = [op.description, `**Auth:** ${describeAuth(op)}`].filter(Boolean).join("\n\n");
    const result: OperationObject = {
      operationId: operationIdOf(op.method, op.path),
      summary: op.summary,
      description,
      tags: [op.tag],
      security: op.auth === "public" ? [] : [{ bearerAuth: [] }],
      parameters: this.parameters(op),
      responses: this.responses(op),
      "x-auth-level": op.auth,
    };
    if (op.legacy) result.deprecated = true;
    if (op.allowInactive) result["x-allow-inactive"] = true;
    if (op.permission) result["x-permission"] = op.permission;
    if (op.rateLimited) result["x-rate-limited"] = true;
    if (op.rateLimits?.length) result["x-rate-limits"] = op.rateLimits.map((l) => ({ name: l.name, limit: l.limit, window_seconds: l.windowSeconds }));
    if (op.multipart) {
      result.requestBody = { required: true, content: { "multipart/form-data": { schema: this.multipartSchema(op) } } };
    } else if (op.body) {
      const schema = this.schema(op.body, "input");
      const required = Array.isArray(schema.required) && schema.required.length > 0;
      result.requestBody = { required, content: { "application/json": { schema } } };
    } else if (op.rawBody) {
      result.requestBody = { required: true, content: { "application/json": { schema: { type: "object", description: op.rawBody.description } } } };
    }
    return result;
  }
}

function param(name: string, where: "path" | "query", required: boolean, schema: JsonSchema): ParameterObject {
  const { description, ...rest } = schema;
  const out: ParameterObject = { name, in: where, required, schema: rest };
  if (typeof description === "string") out.description = description;
  return out;
}

export function errorStatusesOf(op: Operation): ErrorStatus[] {
  const set = new Set<ErrorStatus>();
  if (op.auth !== "public") set.add(401);
  if (op.auth !== "public" && (op.auth !== "user" || !op.allowInactive)) set.add(403);
  if (op.params) set.add(404);
  if (op.body || op.multipart) [413, 415, 422].forEach((s) => set.add(s as ErrorStatus));
  if (op.query) set.add(422);
  if (op.rateLimited) set.add(429);
  for (const s of Object.keys(op.errors ?? {})) set.add(Number(s) as ErrorStatus);
  return [...set].sort((a, b) => a - b);
}

export function buildDocument(ops: readonly Operation[], serverUrl: string): OpenApiDocument {
  const builder = new Builder();
  const paths: OpenApiDocument["paths"] = {};
  for (const op of ops) {
    const item = (paths[op.path] ??= {});
    const verb = op.method.toLowerCase() as Lowercase<Operation["method"]>;
    if (item[verb]) throw new Error(`OpenAPI: ${op.method} ${op.path} is listed twice`);
    item[verb] = builder.operation(op);
  }
  const used = new Set(ops.map((op) => op.tag));
  return {
    openapi: "3.1.0",
    info: { title: "DiveCert API", version: "1.0.0", description: conventions },
    servers: [{ url: serverUrl, description: "This deployment" }],
    tags: tags.filter((t) => used.has(t.name)).map((t) => ({ ...t })),
    security: [{ bearerAuth: [] }],
    paths,
    components: builder.components,
  };
}

let cached: { serverUrl: string; doc: Promise<OpenApiDocument> } | undefined;

/** The document of this deployment, built once from the routes (again only if APP_URL changes, as in tests). */
export function openApiDocument(): Promise<OpenApiDocument> {
  const serverUrl = env().appUrl;
  if (cached?.serverUrl !== serverUrl) {
    const doc = routeOperations().then((ops) => buildDocument(ops, serverUrl));
    cached = { serverUrl, doc };
    doc.catch(() => (cached = undefined));
  }
  return cached.doc;
}
