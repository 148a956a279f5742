import { metaOperations } from "@/lib/api/openapi/areas/meta";
import type { Operation } from "@/lib/api/openapi/types";

// Every /api/v1 operation: the one list the OpenAPI document is built from, kept per area in
// ./areas/ (one entry per route and verb, using the request schemas the route validates with).
// tests/integration/openapi.test.ts fails when this list and app/api/v1/**/route.ts disagree,
// so a new route needs its entry here, in the area file of its tag.

export const operations: readonly Operation[] = [...metaOperations];
