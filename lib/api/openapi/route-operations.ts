import { operations as legacyOperations } from "@/lib/api/openapi/operations";
import { routeIndex } from "@/lib/api/openapi/route-index";
import { httpMethods, type Operation } from "@/lib/api/openapi/types";
import { specOf, type RouteSpec } from "@/lib/api/with-api";

// The document's operations, read from the routes' own withApi declarations (docs + response)
// through the generated route index. Routes whose area has not moved its entries yet are still
// described by lib/api/openapi/areas/ (that list shrinks to nothing as they move).

export function operationOf(method: Operation["method"], path: string, spec: RouteSpec): Operation | undefined {
  if (!spec.docs || !spec.response) return undefined;
  const { docs } = spec;
  return {
    method,
    path,
    tag: docs.tag,
    summary: docs.summary,
    description: docs.description,
    auth: spec.auth,
    allowInactive: spec.allowInactive,
    params: spec.params,
    query: spec.query,
    body: spec.body,
    multipart: spec.multipart ? { files: docs.files ?? { [spec.multipart.file]: "The file." } } : undefined,
    rawBody: docs.rawBody,
    headers: docs.headers,
    response: spec.response,
    errors: docs.errors,
    rateLimited: spec.rateLimits.length > 0,
    rateLimits: spec.rateLimits,
    etag: docs.etag,
    browserRedirect: docs.browserRedirect,
    legacy: docs.legacy,
  };
}

export type LoadedRoute = { method: Operation["method"]; path: string; spec: RouteSpec | undefined; handler: unknown };

/** Every exported verb of every route file (405 placeholders have no spec). */
export async function loadRoutes(): Promise<LoadedRoute[]> {
  const out: LoadedRoute[] = [];
  for (const entry of routeIndex) {
    const mod = await entry.load();
    for (const method of httpMethods) {
      const handler = mod[method];
      if (typeof handler === "function") out.push({ method, path: entry.path, spec: specOf(handler), handler });
    }
  }
  return out;
}

export async function routeOperations(): Promise<Operation[]> {
  const routes = await loadRoutes();
  const declared = routes.flatMap((r) => (r.spec ? [operationOf(r.method, r.path, r.spec)].filter((o): o is Operation => !!o) : []));
  const has = new Set(declared.map((o) => `${o.method} ${o.path}`));
  return [...declared, ...legacyOperations.filter((o) => !has.has(`${o.method} ${o.path}`))];
}
