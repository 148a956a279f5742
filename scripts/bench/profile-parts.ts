// npm run bench:profile-parts: where one GET /api/v1/profile spends Node CPU, piece by piece, in
// one process (no HTTP), on PostgreSQL: the token check, the guard's statement (through the driver
// adapter as shipped, and through the Prisma client for comparison), the serializer, the response,
// and the whole route handler; each with the promises it creates, and each also run inside an
// active AsyncLocalStorage, as under Next.js (whose request stores switch on Node's promise hooks).
// Interleaved rounds of 300 calls, the first round a warm-up. Readable on a busy machine where
// req/s is not. See docs/benchmarks.md. Writes bench-results/profile-parts.json. BENCH_SMOKE=1
// (common.ts): two rounds of 10 calls.
import os from "node:os";
import { AsyncLocalStorage, createHook } from "node:async_hooks";
import { createMigratedDatabase, databaseUrl, dropDatabaseQuietly } from "./bench-db";
import { ADMIN_URL, applyServerEnv, gitHead, log, sized, writeResult } from "./common";
import { seed } from "./profile-db";

const DB = "divecert_bench_parts";
const URL_ = databaseUrl(ADMIN_URL, DB);
applyServerEnv(URL_, "http://127.0.0.1:3999");
await createMigratedDatabase(ADMIN_URL, DB);
try {
  const userId = await seed(URL_);
  const { signAccessToken, verifyAccessToken } = await import("@/lib/auth/jwt");
  const { readUserRow, USER_ROW_SQL } = await import("@/lib/users/read-user-row");
  const { toUserResource } = await import("@/lib/users/serializers");
  const { userResource } = await import("@/lib/api/envelope");
  const { jsonResponse } = await import("@/lib/api/respond");
  const { GET } = await import("@/app/api/v1/profile/route");
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { token, jti } = await signAccessToken(userId);
  const row = (await readUserRow(userId, jti))!.row;
  const request = () => new Request("http://127.0.0.1/api/v1/profile", { headers: { authorization: `Bearer ${token}`, "accept-language": "en" } });
  const resource = await toUserResource(row, "en");
  const noParams = { params: Promise.resolve({}) };

  const db = await getDb();
  const throughClient = async () => {
    const [found] = await db.$queryRawUnsafe<{ r: unknown }[]>(USER_ROW_SQL, userId, jti);
    return typeof found!.r === "string" ? JSON.parse(found!.r) : found!.r;
  };
  const parts: Record<string, () => Promise<unknown>> = {
    "token check (verifyAccessToken)": () => verifyAccessToken(token),
    "guard statement (readUserRow)": () => readUserRow(userId, jti),
    "the statement through the Prisma client": throughClient,
    "serializer (toUserResource)": () => toUserResource(row, "en"),
    "response (JSON, ETag)": async () => jsonResponse(request(), { ...userResource("Profile retrieved.", resource), etag: true }, "r"),
    "whole handler (GET, body read)": async () => (await GET(request(), noParams)).arrayBuffer(),
  };

  let promises = 0;
  const hook = createHook({ init: (_id, type) => void (type === "PROMISE" && promises++) });
  const store = new AsyncLocalStorage<object>();
  const ROUNDS = sized(6, 2);
  const CALLS = sized(300, 10);
  const cpu: Record<string, [number, number]> = {};
  const count: Record<string, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, fn] of Object.entries(parts)) {
      for (const als of [false, true]) {
        const run = () => (als ? store.run({}, fn) : fn());
        if (round === 0 && !als) {
          // Counted on a warm call: the first one also pays one-off set-up (the client's connection).
          await run();
          hook.enable();
          promises = 0;
          await run();
          hook.disable();
          count[name] = promises;
        }
        const t = process.cpuUsage();
        for (let i = 0; i < CALLS; i++) await run();
        const d = process.cpuUsage(t);
        if (round > 0) (cpu[name] ??= [0, 0])[als ? 1 : 0] += (d.user + d.system) / 1000 / (CALLS * (ROUNDS - 1));
      }
    }
  }
  log("part                                      promises   Node CPU ms/call   inside an AsyncLocalStorage");
  for (const [name, [plain, withAls]] of Object.entries(cpu)) {
    log(`${name.padEnd(42)}${String(count[name]).padStart(8)}   ${plain.toFixed(3).padStart(16)}   ${withAls.toFixed(3).padStart(27)}`);
  }
  await closeDb();
  writeResult("profile-parts", {
    benchmark: "GET /api/v1/profile piece by piece: Node CPU ms per call and promises, plain and inside an AsyncLocalStorage",
    date: new Date().toISOString(),
    commit: gitHead(),
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    settings: { rounds: ROUNDS, callsPerRound: CALLS },
    parts: Object.entries(cpu).map(([part, [plain, withAls]]) => ({
      part, promises: count[part], nodeCpuMsPerCall: Number(plain.toFixed(4)), insideAsyncLocalStorageMsPerCall: Number(withAls.toFixed(4)),
    })),
  });
} finally {
  await dropDatabaseQuietly(ADMIN_URL, DB);
}
