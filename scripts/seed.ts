// npm run db:seed: the demo data alone (the database must be migrated; see npm run db:migrate).
import { closeDb, getDb } from "@/lib/db/client";
import { seedDemo, seedProductData } from "@/prisma/seed/index";

await seedProductData(await getDb());
const { logins, diveCenters } = await seedDemo(await getDb());
console.log(`Demo data ready (${diveCenters} dive centers). Demo logins:`);
for (const l of logins) console.log(`  ${l.role.padEnd(10)} ${l.email.padEnd(24)} ${l.password}`);
await closeDb();
