import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi/document";
import { loadRoutes } from "@/lib/api/openapi/route-operations";
import { recipes } from "@/tests/support/contract-walk/recipes";
import type { Recipe } from "@/tests/support/contract-walk/recipe";
import { buildWorld, type World } from "@/tests/support/contract-walk/world";
import { multipart } from "@/tests/support/document-factories";
import { call, type RouteHandler } from "@/tests/support/http";
import { DocumentValidator, type ServedDocument } from "@/tests/support/openapi-responses";
import { startStripeEmulator } from "@/tests/support/stripe-emulator";

// The contract walk: EVERY operation of the served document, called in-process with a real
// diver, professional and administrator on the demo data, each answer validated by ajv against
// the SERVED document (the operation's response schema for that status, refs resolved in the
// document), independently of the zod objects the document is generated from. Every operation
// needs a recipe (tests/support/contract-walk/recipes*.ts): a new route comes with one.

let validator: DocumentValidator;
let handlers: Map<string, RouteHandler>;
let world: World;
let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;
// What the Stripe emulator sends the webhook (the webhook recipe delivers one of them).
const stripeEvents: { payload: string; signature: string }[] = [];

beforeAll(async () => {
  emulator = await startStripeEmulator(async (payload, signature) => void stripeEvents.push({ payload, signature }));
  validator = new DocumentValidator((await openApiDocument()) as unknown as ServedDocument);
  handlers = new Map((await loadRoutes()).map((r) => [`${r.method} ${r.path}`, r.handler as RouteHandler]));
  world = await buildWorld();
  world.saved.stripeEvents = stripeEvents;
}, 180_000);

afterAll(() => emulator?.close());

const successOf = (op: string) => {
  const [method, path] = op.split(" ") as [string, string];
  const responses = validator.doc.paths[path]?.[method.toLowerCase()]?.responses as Record<string, unknown> | undefined;
  return Object.keys(responses ?? {}).filter((s) => /^2\d\d$/.test(s)).map(Number);
};

async function run(r: Recipe) {
  const [method, template] = r.op.split(" ") as [string, string];
  const handler = handlers.get(r.op);
  if (!handler) throw new Error(`${r.op} has no route handler`);
  await r.before?.(world);
  const params = Object.fromEntries(Object.entries((await r.params?.(world)) ?? {}).map(([k, v]) => [k, String(v)]));
  let path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${r.op}: the recipe gives no {${name}}`);
    return encodeURIComponent(params[name]!);
  });
  const query = new URLSearchParams((await r.query?.(world)) ?? {}).toString();
  if (query) path += `?${query}`;
  const token = r.as === "public" ? undefined : typeof r.as === "function" ? r.as(world) : world[r.as].token;
  const headers = { ...r.headers?.(world) };
  let body = await r.body?.(world);
  if (r.multipart) {
    const form = multipart(await r.multipart(world));
    body = form.body;
    headers["content-type"] = form.contentType;
  }
  const res = await call(handler, { method, path, token, body, headers, params });
  return { res, path };
}

describe("the contract walk", () => {
  it("has a recipe for every operation of the document, and none for anything else", () => {
    const documented = validator.operations().sort();
    const cooked = recipes.map((r) => r.op);
    expect(documented.filter((op) => !cooked.includes(op)), "operations of the document without a recipe").toEqual([]);
    expect(cooked.filter((op) => !documented.includes(op)), "recipes of operations the document does not have").toEqual([]);
    expect(cooked.filter((op, i) => cooked.indexOf(op) !== i), "operations with two recipes").toEqual([]);
  });

  it("catches an answer outside the document (a wrong field type, a missing field of a referenced record)", () => {
    expect(validator.problems("GET", "/api/v1/health", 200, "application/json", { status: "ok" })).toEqual([]);
    expect(validator.problems("GET", "/api/v1/health", 200, "application/json", { status: 1 })).not.toEqual([]);
    expect(validator.problems("GET", "/api/v1/health", 200, "text/html", "<p>ok</p>")[0]).toMatch(/text\/html/);
    // Any other status falls to the documented `default`: the error envelope.
    expect(validator.problems("GET", "/api/v1/health", 418, "application/json", { status: "error", message: "No." })).toEqual([]);
    expect(validator.problems("GET", "/api/v1/health", 418, "application/json", {})[0]).toMatch(/status/);
    const center = validator.doc.components.schemas as Record<string, { required?: string[] }>;
    const field = center.DiveCenter?.required?.[0];
    expect(field, "DiveCenter is a component with required fields").toBeDefined();
    const problems = validator.problems("GET", "/api/v1/dive-centers/{id}", 200, "application/json", { status: "success", message: "ok", data: {} });
    expect(problems.join("\n")).toContain(field!);
    expect(validator.templateOf("/api/v1/diver/dive-logs/export?format=csv")).toBe("/api/v1/diver/dive-logs/export");
    expect(validator.templateOf("/api/v1/diver/dive-logs/12")).toBe("/api/v1/diver/dive-logs/{id}");
  });

  // Sequential on purpose: later recipes use what earlier ones created.
  for (const r of recipes) {
    it(`${r.op} answers as documented`, async () => {
      const { res, path } = await run(r);
      const expected = successOf(r.op);
      expect(expected, `${r.op} documents a success answer`).not.toEqual([]);
      expect(res.status, `${r.op} (${path}) answered ${res.status}: ${res.text.slice(0, 400)}`).toBeOneOf(expected);
      const [method, template] = r.op.split(" ") as [string, string];
      expect(validator.templateOf(path), `${path} matches its own template`).toBe(template);
      const problems = validator.problems(method, template, res.status, res.headers.get("content-type"), res.text === "" ? undefined : res.json);
      expect(problems, `${r.op} ${res.status} against the served document:\n${res.text.slice(0, 600)}`).toEqual([]);
      await r.after?.(res, world);
    });
  }
});
