import { routeIndex } from "@/lib/api/openapi/route-index";
import { httpMethods, type Operation } from "@/lib/api/openapi/types";
import { specOf, type RouteSpec } from "@/lib/api/with-api";

// The document's operations, read from the routes' own withApi declarations (docs + response)
// through the generated route index: the routes are the only registry.

export function operationOf(method: Operation["method"], path: string, spec: RouteSpec): Operation | undefined {
  const { docs } = spec;
  if (!docs || !spec.response) return undefined;
  return {
    method,
    path,
    tag: docs.tag,
    summary: docs.summary,
    description: docs.description,
    auth: spec.auth,
    allowInactive: spec.allowInactive,
    permission: spec.permission,
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
  return (await loadRoutes()).flatMap((r) => {
    const op = r.spec && operationOf(r.method, r.path, r.spec);
    return op ? [op] : [];
  });
}
