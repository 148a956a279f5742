import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { operationIdOf, openApiDocument } from "@/lib/api/openapi/document";
import { routeOperations } from "@/lib/api/openapi/route-operations";
import { httpMethods, type HttpMethod, type OpenApiDocument, type Operation } from "@/lib/api/openapi/types";
import { signAccessToken } from "@/lib/auth/jwt";
import { getDb } from "@/lib/db/client";
import { indexFile, renderIndex, routeFiles } from "@/scripts/openapi-index";

// The served document and the route files must describe the same API: every real verb of every
// app/api/v1/**/route.ts is documented (from its own withApi declaration), and nothing else is.

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

// Which verbs are 405 placeholders: recorded as methods() builds them (with-api.ts unchanged).
const placeholders = vi.hoisted(() => new WeakSet<object>());
vi.mock("@/lib/api/with-api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/api/with-api")>();
  return {
    ...actual,
    methods: (handlers: Parameters<typeof actual.methods>[0]) => {
      const all = actual.methods(handlers);
      for (const [verb, fn] of Object.entries(all)) if (!(verb in handlers)) placeholders.add(fn);
      return all;
    },
  };
});

type RealRoute = { method: HttpMethod; path: string; handler: Handler };
let real: RealRoute[] = [];
const modules = new Map<string, Record<string, unknown>>();
let served: OpenApiDocument;
let operations: Operation[] = [];

beforeAll(async () => {
  for (const { module, path: urlPath } of routeFiles()) {
    const mod = (await import(module)) as Record<string, unknown>;
    modules.set(urlPath, mod);
    for (const method of httpMethods) {
      const fn = mod[method];
      if (typeof fn === "function" && !placeholders.has(fn)) real.push({ method, path: urlPath, handler: fn as Handler });
    }
  }
  real = real.sort((a, b) => key(a).localeCompare(key(b)));
  served = await openApiDocument();
  operations = await routeOperations();
  // A bound, not a wait: compiling every route module takes minutes on a loaded 2-core machine.
}, 300_000);

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const doc = () => served;

function documented(d: OpenApiDocument): string[] {
  return Object.entries(d.paths)
    .flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`))
    .sort();
}

describe("the route index", () => {
  it("lists every route file (npm run openapi:index after adding or moving one)", () => {
    expect(readFileSync(indexFile, "utf8")).toBe(renderIndex());
  });
});

describe("coverage: the document and the route files agree", () => {
  it("finds the route files", () => {
    expect(real.length).toBeGreaterThan(10);
    expect(real.map(key)).toContain("GET /api/v1/openapi.json");
  });

  it("documents every real route", () => {
    const docs = new Set(documented(doc()));
    const undocumented = real.map(key).filter((k) => !docs.has(k));
    expect(undocumented, "routes without docs/response in their withApi declaration").toEqual([]);
  });

  it("documents no route that does not exist", () => {
    const routes = new Set(real.map(key));
    const phantom = documented(doc()).filter((k) => !routes.has(k));
    expect(phantom, "documented operations without a route (or whose verb answers 405)").toEqual([]);
  });

  it("treats exactly the undocumented verbs as 405 placeholders", async () => {
    for (const [urlPath, mod] of modules) {
      const realVerbs = httpMethods.filter((m) => real.some((r) => r.path === urlPath && r.method === m));
      const fake = httpMethods.find((m) => !realVerbs.includes(m));
      if (!fake) continue;
      const res = await (mod[fake] as Handler)(new Request(`http://localhost:3000${urlPath}`, { method: fake }), { params: Promise.resolve({}) });
      expect(res.status, `${fake} ${urlPath}`).toBe(405);
      expect((res.headers.get("allow") ?? "").split(", ").sort(), `Allow of ${urlPath}`).toEqual([...realVerbs].sort());
    }
  });
});

describe("the document is well formed", () => {
  const ops = () =>
    Object.entries(doc().paths).flatMap(([p, item]) => Object.entries(item).map(([m, op]) => ({ path: p, method: m, op: op! })));

  it("is OpenAPI 3.1 with the service's title and version", () => {
    const d = doc();
    expect(d.openapi).toBe("3.1.0");
    expect(d.info).toMatchObject({ title: "DiveCert API", version: "1.0.0" });
    expect(d.servers[0]?.url).toBe("http://localhost:3000");
    expect(d.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("is plain JSON", () => {
    const d = doc();
    expect(JSON.parse(JSON.stringify(d))).toStrictEqual(d);
  });

  it("gives every operation a known tag, a summary, a unique id, a success answer and its security", () => {
    const tagNames = new Set(doc().tags.map((t) => t.name));
    const ids = new Set<string>();
    for (const { path: p, method, op } of ops()) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(op.tags.length, where).toBe(1);
      expect(tagNames.has(op.tags[0]!), where).toBe(true);
      expect(op.summary.trim().length, where).toBeGreaterThan(0);
      expect(ids.has(op.operationId), where).toBe(false);
      ids.add(op.operationId);
      expect(Object.keys(op.responses).some((s) => /^2\d\d$/.test(s)), where).toBe(true);
      expect(op.security, where).toEqual(op["x-auth-level"] === "public" ? [] : [{ bearerAuth: [] }]);
    }
  });

  it("declares every path parameter, and only those", () => {
    for (const { path: p, method, op } of ops()) {
      const template = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = op.parameters.filter((x) => "in" in x && x.in === "path");
      expect(declared.map((x) => ("name" in x ? x.name : "")).sort(), `${method.toUpperCase()} ${p}`).toEqual(template);
      for (const x of declared) expect("required" in x && x.required, `${p} {${"name" in x ? x.name : ""}}`).toBe(true);
    }
  });

  it("has no duplicate parameters and documents a type for each", () => {
    const d = doc();
    for (const { path: p, method, op } of ops()) {
      const resolved = op.parameters.map((x) => ("$ref" in x ? d.components.parameters[x.$ref.split("/").pop()!]! : x));
      const names = resolved.map((x) => `${x.in}:${x.name.toLowerCase()}`);
      expect(new Set(names).size, `${method.toUpperCase()} ${p}`).toBe(names.length);
      for (const x of resolved) expect(x.schema.type ?? x.schema.anyOf ?? x.schema.enum, `${p} ${x.name}`).toBeDefined();
    }
  });

  it("documents each validated request body as an object with fields", () => {
    const d = doc();
    for (const op of operations.filter((o) => o.body)) {
      const where = `${op.method} ${op.path}`;
      const content = d.paths[op.path]?.[op.method.toLowerCase() as "get"]?.requestBody?.content;
      const schema = (op.multipart ? content?.["multipart/form-data"] : content?.["application/json"])?.schema;
      expect(schema?.type, where).toBe("object");
      expect(Object.keys((schema?.properties ?? {}) as object).length, where).toBeGreaterThan(0);
    }
  });

  it("documents an upload as multipart/form-data with its file parts as binary", () => {
    const upload = doc().paths["/api/v1/diver/documents"]?.post?.requestBody;
    const schema = upload?.content["multipart/form-data"]?.schema as { properties: Record<string, Record<string, unknown>>; required: string[] };
    expect(upload?.content["application/json"]).toBeUndefined();
    expect(schema.properties.file).toMatchObject({ type: "string", format: "binary" });
    expect(schema.properties.kind?.enum).toContain("medical_certificate");
    expect(schema.required).toEqual(expect.arrayContaining(["file", "kind"]));
    const download = doc().paths["/api/v1/diver/documents/{id}/file"]?.get?.responses["200"] as { content: Record<string, unknown> };
    expect(Object.keys(download.content).sort()).toEqual(["application/pdf", "image/jpeg", "image/png"]);
  });

  it("resolves every $ref", () => {
    const d = doc() as unknown as Record<string, unknown>;
    const refs = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        for (const [k, v] of Object.entries(node)) (k === "$ref" && typeof v === "string" ? refs.add(v) : walk(v));
      }
    };
    walk(d);
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith("#/"), ref).toBe(true);
      const target = ref
        .slice(2)
        .split("/")
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], d);
      expect(target, ref).toBeDefined();
    }
  });

  it("documents the 422 shape and the common headers and parameters", () => {
    const d = doc();
    expect(d.components.schemas.ValidationError).toMatchObject({ required: ["status", "message", "errors"] });
    const login = d.paths["/api/v1/auth/login"]!.post!;
    expect(login.responses["422"]).toEqual({ $ref: "#/components/responses/ValidationFailed" });
    expect(login.parameters).toEqual(
      expect.arrayContaining([{ $ref: "#/components/parameters/AcceptLanguage" }, { $ref: "#/components/parameters/Lang" }]),
    );
    const ok = login.responses["200"] as { headers: Record<string, unknown> };
    expect(ok.headers["X-Request-Id"]).toEqual({ $ref: "#/components/headers/XRequestId" });
  });

  it("documents request inputs, not the parsed output (e.g. a string id before its transform)", () => {
    const d = doc();
    const id = d.paths["/api/v1/dive-centers/{id}"]!.get!.parameters.find((x) => "name" in x && x.name === "id");
    expect(id).toMatchObject({ in: "path", schema: { type: "string", pattern: "^\\d{1,10}$" } });
  });

  it("derives operation ids from the method and path", () => {
    expect(operationIdOf("GET", "/api/v1/auth/email/verify/{id}/{hash}")).toBe("getAuthEmailVerifyByIdByHash");
    expect(operationIdOf("GET", "/api/v1/openapi.json")).toBe("getOpenapiJson");
  });
});

describe("documented auth matches the routes", () => {
  const handlerOf = (op: Operation) => real.find((r) => r.method === op.method && r.path === op.path)?.handler;
  const call = (op: Operation, token?: string, malformedBody = false) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (malformedBody) headers["content-type"] = "application/json";
    const req = new Request(`http://localhost:3000${op.path}`, { method: op.method, headers, body: malformedBody ? "{not json" : undefined });
    return handlerOf(op)!(req, { params: Promise.resolve({}) });
  };

  async function tokenOf(data: { status: "active" | "suspended"; verified: boolean }) {
    const db = await getDb();
    const n = Math.floor(Math.random() * 1e6);
    const user = await db.user.create({
      data: {
        memberId: `IT14-${String(n).padStart(6, "0").replace(/(\d{3})(\d{3})/, "$1-$2")}`,
        email: `openapi.${n}@example.com`,
        passwordHash: "x",
        role: "diver",
        status: data.status,
        emailVerifiedAt: data.verified ? new Date() : null,
      },
    });
    return (await signAccessToken(user.id)).token;
  }

  it("answers 401 without a token exactly where the document asks for one", async () => {
    for (const op of operations) {
      if (!handlerOf(op)) continue; // reported by the coverage tests
      // Public probes never reach a service that writes: bodies are malformed, other verbs only read.
      if (op.auth === "public" && op.method !== "GET" && !op.body) continue;
      const res = await call(op, undefined, !!op.body);
      const where = `${op.method} ${op.path}`;
      if (op.auth === "public") expect.soft(res.status, where).not.toBe(401);
      else expect.soft(res.status, where).toBe(401);
    }
  });

  it("refuses an unverified diver where the document requires more, and lets one through where it does not", async () => {
    const token = await tokenOf({ status: "active", verified: false });
    for (const op of operations) {
      if (op.auth === "public" || !handlerOf(op)) continue;
      const where = `${op.method} ${op.path} (${op.auth})`;
      if (op.auth !== "user") expect.soft((await call(op, token, !!op.body)).status, where).toBe(403);
      else if (op.body) expect.soft([401, 403], where).not.toContain((await call(op, token, true)).status);
    }
  });

  it("refuses a verified diver who is not a professional only where the document requires a professional or an administrator", async () => {
    const token = await tokenOf({ status: "active", verified: true });
    for (const op of operations) {
      if (op.auth === "public" || !handlerOf(op)) continue;
      const where = `${op.method} ${op.path} (${op.auth})`;
      if (op.auth === "professional" || op.auth === "admin" || op.auth === "staff") expect.soft((await call(op, token, !!op.body)).status, where).toBe(403);
      else if (op.body) expect.soft([401, 403], where).not.toContain((await call(op, token, true)).status);
    }
  });

  it("refuses a suspended account unless the document says non-active accounts may call", async () => {
    const token = await tokenOf({ status: "suspended", verified: true });
    for (const op of operations) {
      if (op.auth === "public" || !handlerOf(op)) continue;
      const where = `${op.method} ${op.path}`;
      if (!op.allowInactive) expect.soft((await call(op, token, !!op.body)).status, where).toBe(403);
      else if (op.body) expect.soft([401, 403], where).not.toContain((await call(op, token, true)).status);
    }
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("serves the raw document, not an envelope", async () => {
    const { GET } = await import("@/app/api/v1/openapi.json/route");
    const res = await GET(new Request("http://localhost:3000/api/v1/openapi.json"), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.status).toBeUndefined();
    expect(body).toStrictEqual(JSON.parse(JSON.stringify(await openApiDocument())));
  });
});
