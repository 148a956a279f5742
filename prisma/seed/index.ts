import type { Db } from "@/lib/db/client";
import { seedCatalogue } from "@/prisma/seed/catalogue/index";
import { seedDemoCenters } from "@/prisma/seed/demo-centers";
import { seedDemoDiveLogs } from "@/prisma/seed/demo-dive-logs";
import { seedDemoLearning } from "@/prisma/seed/demo-learning";
import { seedDemoRecords } from "@/prisma/seed/demo-records";
import { seedDemoUsers } from "@/prisma/seed/demo-users";
import { seedDiveCenters } from "@/prisma/seed/dive-centers";
import { seedOrganisationDocuments } from "@/prisma/seed/organisation-documents/index";

/**
 * The course catalogue and the organisation's published documents are product data: every
 * start makes sure they exist (never overwritten).
 */
export async function seedProductData(db: Db) {
  const catalogue = await seedCatalogue(db);
  return { ...catalogue, organisationDocuments: await seedOrganisationDocuments(db) };
}

/** Idempotent: run on every embedded start; existing rows are left as the users changed them. */
export async function seedDemo(db: Db) {
  const { diveCenters } = await seedDiveCenters(db);
  const logins = await seedDemoUsers(db);
  await seedDemoLearning(db);
  await seedDemoDiveLogs(db);
  await seedDemoRecords(db);
  await seedDemoCenters(db);
  return { logins, diveCenters: diveCenters.length };
}
