import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

// Checks answers against the SERVED OpenAPI document with an independent JSON Schema validator
// (ajv, draft 2020-12, as OpenAPI 3.1 uses), never against our zod objects: the response schema
// of the operation and status, `#/components/...` refs resolved in the document itself. Shared by
// the integration contract walk and the Playwright `api` fixture (e2e/support/contract.ts).

type Json = Record<string, unknown>;
export type ServedDocument = { paths: Record<string, Record<string, Json>>; components: Json };

const DOC_ID = "https://divecert.test/openapi.json";
const VERBS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** JSON pointer of one path segment, written so it survives as a URI fragment. */
const pointer = (...parts: string[]) => parts.map((p) => "/" + encodeURIComponent(p.replace(/~/g, "~0").replace(/\//g, "~1"))).join("");

export type Template = { path: string; pattern: RegExp; literals: number };

export class DocumentValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly compiled = new Map<string, ValidateFunction | null>();
  private readonly templates: Template[];

  constructor(readonly doc: ServedDocument) {
    (addFormats as unknown as (a: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ ...doc, $id: DOC_ID } as Json, DOC_ID);
    // A concrete path matches the template with the most literal segments (`/dive-logs/export`
    // before `/dive-logs/{id}`).
    this.templates = Object.keys(doc.paths)
      .map((p) => ({
        path: p,
        pattern: new RegExp("^" + p.split("/").map((s) => (/^\{.+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))).join("/") + "$"),
        literals: p.split("/").filter((s) => s && !/^\{.+\}$/.test(s)).length,
      }))
      .sort((a, b) => b.literals - a.literals);
  }

  /** The document's path template of a concrete path (query string ignored), if any. */
  templateOf(urlPath: string): string | undefined {
    const bare = urlPath.split("?")[0]!.replace(/\/+$/, "") || "/";
    return this.templates.find((t) => t.pattern.test(bare))?.path;
  }

  /** The operations of the document, as `METHOD /path`. */
  operations(): string[] {
    return Object.entries(this.doc.paths).flatMap(([p, item]) => Object.keys(item).filter((m) => VERBS.includes(m)).map((m) => `${m.toUpperCase()} ${p}`));
  }

  /** The documented response of a status, and the JSON pointer segments where it lives. */
  private responseOf(path: string, method: string, status: number): { response: Json; at: string[] } | undefined {
    const responses = this.doc.paths[path]?.[method.toLowerCase()]?.responses as Record<string, Json> | undefined;
    if (!responses) return undefined;
    // `default` describes errors: a success or a redirect must be documented by its own status.
    const keys = status >= 400 ? [String(status), `${String(status)[0]}XX`, "default"] : [String(status), `${String(status)[0]}XX`];
    const key = keys.find((k) => k in responses);
    if (!key) return undefined;
    const found = responses[key]!;
    if (typeof found.$ref !== "string") return { response: found, at: ["paths", path, method.toLowerCase(), "responses", key] };
    const at = found.$ref.slice(2).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    const response = at.reduce<unknown>((n, k) => (n as Json | undefined)?.[k], this.doc) as Json | undefined;
    return response ? { response, at } : undefined;
  }

  /**
   * What is wrong with an answer of `METHOD path` (a template of the document): nothing when the
   * body matches the documented schema of that status. Non-JSON and empty answers are checked for
   * being documented as such.
   */
  problems(method: string, path: string, status: number, contentType: string | null, body: unknown): string[] {
    const op = this.doc.paths[path]?.[method.toLowerCase()];
    if (!op) return [`${method} ${path} is not an operation of the document`];
    const found = this.responseOf(path, method, status);
    if (!found) return [`${status} is not a documented answer of ${method} ${path}`];
    const { response, at } = found;
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    if (!content) return body === undefined ? [] : [`${status} of ${method} ${path} is documented without a body`];
    const media = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
    if (!(media in content)) return [`${status} answered ${media || "no content type"}; documented: ${Object.keys(content).join(", ")}`];
    if (!/json/.test(media)) return [];
    const validate = this.validatorOf([...at, "content", media, "schema"], content[media]!.schema);
    if (!validate || validate(body)) return [];
    return (validate.errors ?? []).slice(0, 12).map((e) => {
      const extra = e.params && "additionalProperty" in e.params ? `: ${String(e.params.additionalProperty)}` : "";
      return `${e.instancePath || "/"} ${e.message}${extra} (${e.schemaPath})`;
    });
  }

  private validatorOf(at: string[], schema: Json | undefined): ValidateFunction | null {
    const where = pointer(...at);
    if (!this.compiled.has(where)) this.compiled.set(where, schema ? this.ajv.compile({ $ref: `${DOC_ID}#${where}` }) : null);
    return this.compiled.get(where)!;
  }
}
