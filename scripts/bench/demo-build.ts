// What the route-level benchmarks share: a private copy of the finished `next build` (never built
// here) and a fresh PostgreSQL database migrated and filled with the demo data, from which the
// caller reads what it needs (the demo diver, a course log…) before the pool is closed.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { buildId, copyBuild, waitForOtherBuild } from "./app-server";
import { createMigratedDatabase } from "./bench-db";
import { ADMIN_URL } from "./common";

export async function demoBuildAndDatabase<T>(
  snapshot: string,
  dbName: string,
  url: string,
  onCreated: () => void,
  read: (db: PrismaClient) => Promise<T>,
): Promise<{ served: string; found: T }> {
  const served = await copyBuild(snapshot, async () => {
    await waitForOtherBuild(300_000, true);
    if (!buildId()) throw new Error("no .next build: run `npx next build` first");
    return undefined;
  });
  onCreated();
  await createMigratedDatabase(ADMIN_URL, dbName);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  try {
    const { seedProductData, seedDemo } = await import("@/prisma/seed/index");
    await seedProductData(db);
    await seedDemo(db);
    return { served, found: await read(db) };
  } finally {
    await db.$disconnect();
    await pool.end();
  }
}
