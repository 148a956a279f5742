import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// PGlite has no cross-process lock and two writers corrupt a data folder (STACK.md), so the
// process that opens it owns a pid lock file next to it until it exits.

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, "pglite.lock");
}

export function acquireLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  if (existsSync(file)) {
    const holder = Number(readFileSync(file, "utf8").trim());
    if (holder && holder !== process.pid && pidAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. ` +
          "Stop it first (PGlite allows one process per data folder).",
      );
    }
  }
  writeFileSync(file, String(process.pid));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}

/**
 * The extensions the embedded database loads, as PostgreSQL offers them: pg_trgm, so the
 * migrations' trigram indexes exist here too and substring searches plan as they do on a server
 * (decision 0033). The schema engine's own PGlite (lib/db/schema-engine.ts) loads none, so the
 * drift check never sees those indexes, which schema.prisma cannot describe.
 */
export const pgliteExtensions = { pg_trgm };

export async function openPglite(dataDir: string): Promise<{ pg: PGlite; close: () => Promise<void> }> {
  const release = acquireLock(dataDir);
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir, { extensions: pgliteExtensions });
  return {
    pg,
    close: async () => {
      await pg.close();
      release();
    },
  };
}
