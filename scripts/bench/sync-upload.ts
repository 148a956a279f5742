// npm run bench (third part), or npm run bench:sync: one POST /api/v1/sync/upload of 500
// dive_log.create operations against 500 single POST /api/v1/diver/dive-logs, on PostgreSQL in
// the same run, then the same 500 operations uploaded again (all duplicates). Both routes'
// handlers run behind one bare node:http server in this process (as handler-server.ts does), so
// the comparison is the routes' own work plus one HTTP request each, without Next.js. Targets
// (issue 9): the batch at least 5× faster than the singles, the repeat at least 10× faster than
// the first upload. Settings: BENCH_DATABASE_URL (admin connection). Writes bench-results/sync.json.
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly, withClient } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, onCleanup, ROOT, runMain } from "./common";

const DB_NAME = "divecert_bench_sync";
const PORT = 3920;
const N = 500;
const BENCH_URL = databaseUrl(ADMIN_URL, DB_NAME);
applyServerEnv(BENCH_URL, `http://127.0.0.1:${PORT}`);

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function serve(routes: Record<string, Handler>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const handler = routes[`${req.method} ${req.url}`];
      const answer = handler
        ? await handler(new Request(`http://127.0.0.1:${PORT}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }), { params: Promise.resolve({}) })
        : new Response(null, { status: 404 });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(PORT, "127.0.0.1", r));
  return server;
}

const dive = (i: number) => ({
  date: "2026-05-02", time: "09:30", dive_type: "boat", location: `Reef ${i % 9}`, country: "EG", max_depth: 18 + (i % 12),
  average_depth: 12, dive_time: 40 + (i % 20), gas: "air", pressure_start: 200, pressure_end: 60, bottom_cylinder_volume: 12, buddy: "Sara",
});

async function post(pathName: string, token: string, body: unknown): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${PORT}${pathName}`, {
    method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${pathName} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function timed(work: () => Promise<void>): Promise<number> {
  const t = performance.now();
  await work();
  return Math.round(performance.now() - t);
}

async function newDiver(n: number): Promise<number> {
  return withClient(BENCH_URL, async (c) => {
    const r = await c.query<{ id: number }>(
      `INSERT INTO users (member_id, email, password_hash, first_name, last_name, country, email_verified_at, tokens_valid_after, created_at, updated_at)
       VALUES ($1, $2, 'x', 'Bench', 'Diver', 'IT', now(), now() - interval '1 day', now(), now()) RETURNING id`,
      [`DC-SYNC-${n}`, `sync-bench-${n}@example.com`],
    );
    return r.rows[0]!.id;
  });
}

async function main() {
  log(`sync upload benchmark: ${N} dive_log.create in one upload vs ${N} single POSTs (database ${DB_NAME})`);
  await createMigratedDatabase(ADMIN_URL, DB_NAME);
  const { issueTokenPair } = await import("@/lib/auth/sessions");
  const singles = (await import("@/app/api/v1/diver/dive-logs/route")).POST as Handler;
  const upload = (await import("@/app/api/v1/sync/upload/route")).POST as Handler;
  const server = await serve({ "POST /api/v1/diver/dive-logs": singles, "POST /api/v1/sync/upload": upload });
  try {
    const [a, b] = [await newDiver(1), await newDiver(2)];
    const [ta, tb] = [(await issueTokenPair(a)).access_token, (await issueTokenPair(b)).access_token];
    // Warm-up (module loading, connection pool, plans) on a third diver, not measured.
    const tw = (await issueTokenPair(await newDiver(3))).access_token;
    for (let i = 0; i < 20; i++) await post("/api/v1/diver/dive-logs", tw, dive(i));
    await post("/api/v1/sync/upload", tw, { client_id: "warm", operations: [{ op_id: "w", type: "dive_log.create", payload: { ...dive(0), uuid: randomUUID() } }] });

    const singlesMs = await timed(async () => {
      for (let i = 0; i < N; i++) await post("/api/v1/diver/dive-logs", ta, dive(i));
    });
    const operations = Array.from({ length: N }, (_, i) => ({ op_id: `op-${i}`, type: "dive_log.create", payload: { ...dive(i), uuid: randomUUID() }, client_time: new Date().toISOString() }));
    let statuses: string[] = [];
    const batchMs = await timed(async () => {
      statuses = ((await post("/api/v1/sync/upload", tb, { client_id: "bench", operations })) as { data: { results: { status: string }[] } }).data.results.map((r) => r.status);
    });
    if (statuses.some((s) => s !== "applied")) throw new Error(`first upload: not all applied (${[...new Set(statuses)].join(", ")})`);
    const repeatMs = await timed(async () => {
      statuses = ((await post("/api/v1/sync/upload", tb, { client_id: "bench", operations })) as { data: { results: { status: string }[] } }).data.results.map((r) => r.status);
    });
    if (statuses.some((s) => s !== "duplicate")) throw new Error("repeat upload: not all duplicates");
    const result = {
      commit: gitHead(), operations: N, singlesMs, batchMs, repeatMs,
      batchSpeedup: Number((singlesMs / batchMs).toFixed(2)), repeatSpeedup: Number((batchMs / repeatMs).toFixed(2)),
    };
    log(`  ${N} single POSTs        ${singlesMs} ms`);
    log(`  one upload of ${N}       ${batchMs} ms   (${result.batchSpeedup}× faster; target ≥ 5×)`);
    log(`  the same ${N} again      ${repeatMs} ms   (${result.repeatSpeedup}× faster than the first upload; target ≥ 10×)`);
    mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(path.join(ROOT, "bench-results", "sync.json"), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    server.closeAllConnections();
    server.close();
    const { closeDb } = await import("@/lib/db/client");
    await closeDb();
  }
}

const cleanup = onCleanup(async () => {
  await dropDatabaseQuietly(ADMIN_URL, DB_NAME);
});
await runMain(main, cleanup);
