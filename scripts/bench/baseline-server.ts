// Entry point of the benchmark's baseline server (scripts/bench/baseline.ts), started by
// scripts/bench/run.ts as `node --import tsx scripts/bench/baseline-server.ts` with DATABASE_URL,
// AUTH_SECRET, APP_URL and BENCH_BASELINE_PORT in the environment.
import { env } from "@/lib/env";
import { createBaseline, createPool } from "./baseline";

const settings = env();
if (!settings.databaseUrl) throw new Error("DATABASE_URL is required");
const port = Number(process.env.BENCH_BASELINE_PORT ?? 3901);
// Same pool size as the app (DB_POOL_MAX, default 10).
const pool = createPool(settings.databaseUrl, settings.dbPoolMax);
const server = createBaseline(pool);
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
process.stdout.write(`baseline listening on http://127.0.0.1:${port}\n`);

const stop = () => {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
