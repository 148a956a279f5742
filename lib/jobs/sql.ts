import type { RawDatabase } from "@/lib/db/client";
import type { Db } from "@/lib/db/client";

// pg-boss runs its SQL through an executor of ours (its `db` option), so it needs no connection
// string and works on both databases the service runs on (decision 0020).

export type SqlResult = { rows: Record<string, unknown>[]; rowCount?: number };
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<SqlResult> };

/**
 * On PostgreSQL: the pool under Prisma (each statement on whichever connection is free; pg-boss's
 * multi-statement scripts carry their own BEGIN … COMMIT and go out as one simple query).
 */
function poolExecutor(pool: Extract<RawDatabase, { kind: "postgres" }>["pool"]): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement script answers one result per statement; pg-boss reads the last.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
  };
}

/**
 * On PGlite (one session for the whole process): every statement runs inside PGlite's own
 * `transaction()`, which holds the same exclusive lock as pglite-prisma-adapter's transactions,
 * so a job's statement waits until an open Prisma transaction ends and never lands inside it,
 * and a Prisma statement never lands inside one of pg-boss's scripts. A failing script is rolled
 * back while the lock is still held, so the session is never left in an aborted transaction.
 * (pg-boss's own BEGIN inside only warns; its COMMIT ends the block and our COMMIT then warns.)
 */
function pgliteExecutor(lite: Extract<RawDatabase, { kind: "pglite" }>["lite"]): SqlExecutor {
  return {
    async executeSql(text, values) {
      return lite.transaction(async (tx) => {
        if (values && values.length > 0) {
          const r = await tx.query<Record<string, unknown>>(text, values);
          return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
        }
        const results = await tx.exec(text);
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
      });
    },
  };
}

export function executorFor(raw: RawDatabase): SqlExecutor {
  return raw.kind === "postgres" ? poolExecutor(raw.pool) : pgliteExecutor(raw.lite);
}

// Parameters as text the way node-postgres would send them: objects as JSON, dates as ISO.
function param(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v;
  if (v !== null && typeof v === "object") return JSON.stringify(v);
  return v;
}

/**
 * An executor on a Prisma client or open transaction: enqueueing through it makes the job part
 * of the caller's transaction (a rollback enqueues nothing).
 */
export function prismaExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(text, ...values.map(param));
      return { rows, rowCount: rows.length };
    },
  };
}
