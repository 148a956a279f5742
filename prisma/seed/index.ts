import type { Db } from "@/lib/db/client";
import { seedDemoUsers } from "@/prisma/seed/demo-users";
import { seedDiveCenters } from "@/prisma/seed/dive-centers";

/** Idempotent: run on every embedded start; existing rows are left as the users changed them. */
export async function seedDemo(db: Db) {
  const { diveCenters } = await seedDiveCenters(db);
  const logins = await seedDemoUsers(db);
  return { logins, diveCenters: diveCenters.length };
}
