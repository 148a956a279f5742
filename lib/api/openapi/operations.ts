import { accountOperations } from "@/lib/api/openapi/areas/account";
import { authOperations } from "@/lib/api/openapi/areas/auth";
import { certificationOperations } from "@/lib/api/openapi/areas/certifications";
import { diveLogOperations } from "@/lib/api/openapi/areas/dive-logs";
import { documentOperations } from "@/lib/api/openapi/areas/documents";
import { directoryOperations } from "@/lib/api/openapi/areas/directory";
import { jobOperations } from "@/lib/api/openapi/areas/jobs";
import { learningOperations } from "@/lib/api/openapi/areas/learning";
import { metaOperations } from "@/lib/api/openapi/areas/meta";
import { professionalOperations } from "@/lib/api/openapi/areas/professional";
import { recordOperations } from "@/lib/api/openapi/areas/records";
import { professionalOrganisationOperations } from "@/lib/api/openapi/areas/professional-organisation";
import { recognitionOperations, searchOperations } from "@/lib/api/openapi/areas/recognitions-search";
import { storeOperations } from "@/lib/api/openapi/areas/store";
import { syncOperations } from "@/lib/api/openapi/areas/sync";
import type { Operation } from "@/lib/api/openapi/types";

// Every /api/v1 operation: the one list the OpenAPI document is built from, kept per area in
// ./areas/ (one entry per route and verb, using the request schemas the route validates with).
// tests/integration/openapi.test.ts fails when this list and app/api/v1/**/route.ts disagree,
// so a new route needs its entry here, in the area file of its tag.

export const operations: readonly Operation[] = [
  ...authOperations,
  ...accountOperations,
  ...certificationOperations,
  ...learningOperations,
  ...diveLogOperations,
  ...documentOperations,
  ...jobOperations,
  ...storeOperations,
  ...syncOperations,
  ...professionalOperations,
  ...recordOperations,
  ...professionalOrganisationOperations,
  ...recognitionOperations,
  ...directoryOperations,
  ...searchOperations,
  ...metaOperations,
];
