import { test as base, expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { DocumentValidator, type ServedDocument } from "@/tests/support/openapi-responses";

// Every API answer a spec of the `api` project receives is checked against the SERVED document
// (/api/v1/openapi.json, fetched once per worker) with ajv: the concrete URL is matched to its
// path template, the body validated against that operation's documented response for the status.
// An answer outside the contract fails the call with the operation, the status and what differs.
// Specs import `test` and `expect` from here instead of @playwright/test.

type Verb = "get" | "post" | "put" | "patch" | "delete" | "head" | "fetch";
const VERBS: Verb[] = ["get", "post", "put", "patch", "delete", "head", "fetch"];

export class ContractViolation extends Error {
  override name = "ContractViolation";
}

async function check(contract: DocumentValidator, method: string, res: APIResponse) {
  const url = new URL(res.url());
  if (!url.pathname.startsWith("/api/v1/")) return; // a redirect to a page (e.g. the browser verify link)
  const template = contract.templateOf(url.pathname);
  const op = template ? contract.doc.paths[template]?.[method.toLowerCase()] : undefined;
  if (!template || !op) {
    // Unknown paths and undocumented verbs must be refused; a success would be an undocumented operation.
    if (res.status() < 400) throw new ContractViolation(`${method} ${url.pathname} answered ${res.status()} but the document has no such operation`);
    return;
  }
  const type = res.headers()["content-type"] ?? null;
  const raw = method === "HEAD" ? Buffer.alloc(0) : await res.body();
  let body: unknown;
  if (raw.length && /json/.test(type ?? "")) body = JSON.parse(raw.toString("utf8"));
  else if (raw.length) body = raw.toString("latin1");
  const problems = contract.problems(method, template, res.status(), type, body);
  if (problems.length) {
    throw new ContractViolation(
      `${method} ${url.pathname}${url.search} (${method} ${template}) answered ${res.status()} outside the served OpenAPI document:\n- ${problems.join("\n- ")}\n${raw.toString("utf8").slice(0, 600)}`,
    );
  }
}

/** The same request context, each answer checked against the document before the spec sees it. */
export function checked(request: APIRequestContext, contract: DocumentValidator): APIRequestContext {
  return new Proxy(request, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop !== "string" || !VERBS.includes(prop as Verb) || typeof value !== "function") return value;
      return async (urlOrRequest: string, options?: { method?: string }) => {
        const res: APIResponse = await (value as (...a: unknown[]) => Promise<APIResponse>).call(target, urlOrRequest, options);
        const method = prop === "fetch" ? (options?.method ?? "GET").toUpperCase() : prop.toUpperCase();
        await check(contract, method, res);
        return res;
      };
    },
  });
}

export const test = base.extend<object, { contract: DocumentValidator }>({
  contract: [
    async ({ playwright }, use, workerInfo) => {
      const ctx = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const res = await ctx.get("/api/v1/openapi.json");
      expect(res.status(), "the served OpenAPI document").toBe(200);
      const doc = (await res.json()) as ServedDocument;
      await ctx.dispose();
      await use(new DocumentValidator(doc));
    },
    { scope: "worker" },
  ],
  request: async ({ request, contract }, use) => {
    await use(checked(request, contract));
  },
});

export { expect };
