import type { RouteDocs } from "@/lib/api/openapi/types";
import { specOf, type ApiHandler } from "@/lib/api/with-api";

// A second path for a route's verb (the /user aliases of /profile): the very same handler and
// declaration (auth, schemas, response), documented under its own tag and summary.

type RouteFn = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export function aliasOf(target: RouteFn, docs: Partial<RouteDocs>): ApiHandler {
  const spec = specOf(target);
  if (!spec?.docs) throw new Error("aliasOf: the target route declares no docs");
  const alias = ((req: Request, ctx?: Parameters<RouteFn>[1]) => (target as ApiHandler)(req, ctx)) as ApiHandler;
  alias.spec = { ...spec, docs: { ...spec.docs, ...docs } };
  return alias;
}
