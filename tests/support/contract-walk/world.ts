import { readdirSync } from "node:fs";
import path from "node:path";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { DEMO_PASSWORD } from "@/prisma/seed/demo-users";
import { seedDemo, seedProductData } from "@/prisma/seed/index";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import { call } from "@/tests/support/http";
import { enrolTotp } from "@/tests/support/mfa";

// The walk's world: the demo data of `npm run db:seed` (catalogue, organisation documents, the
// demo diver, instructor and administrator with their courses, logbook and records), the three
// demo accounts logged in through the real login route, and a notebook where recipes keep what
// an earlier answer gave them (ids, log codes, tokens) for later ones.

export type Role = "diver" | "pro" | "admin";
export type Demo = { id: number; email: string; memberId: string; token: string; refreshToken: string };

export type World = {
  db: Db;
  diver: Demo;
  pro: Demo;
  admin: Demo;
  /** Values recipes hand on to later recipes. */
  saved: Record<string, any>;
};

export const DEMO_EMAILS: Record<Role, string> = { diver: "diver@example.com", pro: "instructor@example.com", admin: "admin@example.com" };

export async function loginAs(email: string, password = DEMO_PASSWORD) {
  const res = await call(loginRoute.POST, { method: "POST", path: "/api/v1/auth/login", body: { email, password, device_name: "contract walk" } });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${res.text}`);
  return { token: res.json.data.access_token as string, refreshToken: res.json.data.refresh_token as string };
}

/**
 * Test databases are built from the migration SQL without Prisma's bookkeeping table: record the
 * shipped migrations as applied, as `prisma migrate deploy` does, so the service reports ready.
 */
async function recordMigrations(db: Db) {
  const names = readdirSync(path.resolve(import.meta.dirname, "../../../prisma/migrations"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  await db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id text PRIMARY KEY, migration_name text NOT NULL, finished_at timestamptz, rolled_back_at timestamptz)`);
  for (const name of names) {
    await db.$executeRaw`INSERT INTO _prisma_migrations (id, migration_name, finished_at, rolled_back_at) VALUES (${name}, ${name}, now(), null) ON CONFLICT DO NOTHING`;
  }
}

export async function buildWorld(): Promise<World> {
  const db = await getDb();
  await recordMigrations(db);
  await seedProductData(db);
  await seedDemo(db);
  const demo = async (role: Role): Promise<Demo> => {
    const user = await db.user.findUniqueOrThrow({ where: { email: DEMO_EMAILS[role] }, select: { id: true, email: true, memberId: true } });
    return { ...user, ...(await loginAs(user.email)) };
  };
  const admin = await demo("admin");
  // The seeded administrator starts without a second factor; the admin routes need one (issue 23).
  await enrolTotp(admin.id);
  return { db, diver: await demo("diver"), pro: await demo("pro"), admin, saved: {} };
}
