// Used by `prisma generate`. Migrations run through scripts/migrate.ts (offline WASM engine, see STACK.md).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
