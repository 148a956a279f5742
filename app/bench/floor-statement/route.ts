import { floorAfterStatement } from "@/lib/bench/floor-response";

// Benchmark only (lib/bench/floor-response.ts): 404 unless BENCH_FLOOR_FILE is set.
export const dynamic = "force-dynamic";

export const GET = async () => floorAfterStatement();
