import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployMigrations, diffMigrationsToSchema, migrationSql } from "@/lib/db/schema-engine";

// Starting PGlite and the WASM engine takes seconds, and much longer on a busy 2-core machine.
const SLOW = 120_000;

describe("schema engine (WASM) on PGlite", () => {
  let lite: PGlite;

  beforeAll(async () => {
    lite = new PGlite();
    await lite.waitReady;
  }, SLOW);

  afterAll(async () => {
    await lite.close();
  });

  it(
    "applies every migration once, in Prisma's _prisma_migrations format",
    async () => {
      const applied = await deployMigrations({ kind: "pglite", pg: lite });
      expect(applied.length).toBeGreaterThan(0);
      expect(applied).toEqual([...applied].sort());

      const users = await lite.query<{ name: string | null }>("SELECT to_regclass('public.users')::text AS name");
      expect(users.rows[0]?.name).toBe("users");

      const rows = await lite.query<{ migration_name: string; finished: boolean; checksum: string }>(
        "SELECT migration_name, finished_at IS NOT NULL AS finished, checksum FROM _prisma_migrations ORDER BY migration_name",
      );
      expect(rows.rows.map((r) => r.migration_name)).toEqual(applied);
      expect(rows.rows.every((r) => r.finished && /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);

      expect(await deployMigrations({ kind: "pglite", pg: lite })).toEqual([]);
    },
    SLOW,
  );

  it(
    "finds no difference between the migrations and schema.prisma",
    async () => {
      expect(await diffMigrationsToSchema()).toBe("");
    },
    SLOW,
  );

  it("concatenates the migration scripts for quick test databases", () => {
    const sql = migrationSql();
    expect(sql).toContain('CREATE TABLE "users"');
  });
});
