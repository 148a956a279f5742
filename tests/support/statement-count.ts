import { closeDb, useDb } from "@/lib/db/client";
import { createTestDatabase } from "@/tests/support/database";

// The statements a piece of work sends to the database, for the tests that hold a read to a
// constant number of statements (timings do not belong in tests; statement counts do).
// `useCountingDb()` (in a beforeAll) replaces the file's database with one whose client reports
// every statement it sends; `counted(run)` answers what `run` sent, and which of those went
// straight through the driver adapter rather than the Prisma client (`direct`).

export function statementCounter() {
  const statements: string[] = [];
  const direct: string[] = [];
  let listening = false;

  async function useCountingDb(): Promise<void> {
    await closeDb();
    const { db, close, factory, raw } = await createTestDatabase({
      onQuery: (sql, via) => {
        if (!listening) return;
        statements.push(sql);
        if (via === "adapter") direct.push(sql);
      },
    });
    useDb(db, close, factory, raw);
  }

  async function counted<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[]; direct: string[] }> {
    statements.length = 0;
    direct.length = 0;
    listening = true;
    try {
      const result = await run();
      return { result, sql: [...statements], direct: [...direct] };
    } finally {
      listening = false;
    }
  }

  return { useCountingDb, counted };
}
