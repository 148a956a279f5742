// The SQL behind a dive-log list request, exactly as Prisma sends it: listDiveLogs runs in this
// process on a client that logs its queries, then each statement is run again under
// EXPLAIN (ANALYZE, BUFFERS) with the same parameters. Explains what the HTTP figures show.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { closeDb, useDb } from "@/lib/db/client";
import { listDiveLogs } from "@/lib/dive-logs/list-dive-logs";
import { ZDiveLogListQuery } from "@/lib/dive-logs/schema";

export type Explained = { sql: string; params: unknown[]; executionMs: number; planningMs: number; plan: string };

/** Statements listDiveLogs sends for `search` (the query string of the route), in order. */
export async function capture(url: string, userId: number, search: string): Promise<{ sql: string; params: unknown[] }[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = new PrismaClient({ adapter: new PrismaPg(pool), log: [{ emit: "event", level: "query" }] });
  const seen: { sql: string; params: unknown[] }[] = [];
  client.$on("query", (e) => seen.push({ sql: e.query, params: JSON.parse(e.params) as unknown[] }));
  useDb(client, async () => {
    await client.$disconnect();
    await pool.end();
  });
  try {
    const params = new URLSearchParams(search);
    const query = ZDiveLogListQuery.parse(Object.fromEntries(params));
    await listDiveLogs(userId, query, new URL(`http://127.0.0.1/api/v1/diver/dive-logs?${search}`));
  } finally {
    await closeDb();
  }
  return seen.filter((s) => !/^(BEGIN|COMMIT|ROLLBACK)/i.test(s.sql));
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement; the fastest of `runs` (the first warms the cache). */
export async function explain(url: string, statements: { sql: string; params: unknown[] }[], runs = 5): Promise<Explained[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ms = (plan: string, what: string) => Number(new RegExp(`${what} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? NaN);
  try {
    const out: Explained[] = [];
    for (const s of statements) {
      let best: Explained | undefined;
      for (let i = 0; i < runs; i++) {
        const r = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
        const plan = r.rows.map((row) => row["QUERY PLAN"]).join("\n");
        const executionMs = ms(plan, "Execution");
        if (!best || executionMs < best.executionMs) best = { sql: s.sql, params: s.params, executionMs, planningMs: ms(plan, "Planning"), plan };
      }
      out.push(best!);
    }
    return out;
  } finally {
    await client.end();
  }
}

/**
 * Reference only (not what the app sends): the deep keyset page with the boundary as an index
 * condition, (a) as a row comparison, (b) as Prisma could say it (an extra `date <= boundary`).
 */
export async function explainKeysetAlternatives(url: string, userId: number, date: string, id: number): Promise<Record<string, Explained>> {
  const base = (cond: string) =>
    `SELECT * FROM dive_logs WHERE user_id = $1 AND deleted_at IS NULL AND ${cond} ORDER BY date DESC, id DESC LIMIT 16`;
  const variants = {
    "row comparison (date, id) < (d, i)": base("(date, id) < ($2::date, $3::int)"),
    "date <= d AND (date < d OR (date = d AND id < i))": base("date <= $2::date AND (date < $2::date OR (date = $2::date AND id < $3::int))"),
  };
  const out: Record<string, Explained> = {};
  for (const [name, sql] of Object.entries(variants)) out[name] = (await explain(url, [{ sql, params: [userId, date, id] }]))[0]!;
  return out;
}
