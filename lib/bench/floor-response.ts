import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { env } from "@/lib/env";
import { readUserRow } from "@/lib/users/read-user-row";

// The benchmark's floor (docs/benchmarks.md): the profile's bytes and headers answered from
// memory by a bare route handler in the same Next.js build, so the figure is what Next.js itself
// costs per request, with no kernel, guard, database or serializer. Off unless BENCH_FLOOR_FILE
// is set, which only scripts/bench/run.ts does: otherwise the path is an ordinary 404.
// floorAfterStatement() is the same answer after the guard's one statement (readUserRow, the
// app's own data path) for the seeded user: what a single database round trip costs inside Next.js.

let loaded: { file: string; body: Uint8Array<ArrayBuffer>; etag: string } | undefined;

function body(file: string) {
  if (loaded?.file !== file) {
    const bytes = readFileSync(file);
    loaded = { file, body: new Uint8Array(bytes), etag: `W/"${createHash("sha1").update(bytes).digest("base64url")}"` };
  }
  return loaded;
}

export function floorResponse(): Response {
  const file = env().benchFloorFile;
  if (!file) return Response.json({ status: "error", message: "Not found." }, { status: 404 });
  const { body: bytes, etag } = body(file);
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "X-Request-Id": randomUUID(),
      ETag: etag,
      "Cache-Control": "private, no-cache",
      Vary: "Authorization, Accept-Language",
    },
  });
}

/** The floor after the guard's statement for user BENCH_FLOOR_USER (no token, kernel or serializer). */
export async function floorAfterStatement(): Promise<Response> {
  const userId = env().benchFloorUser;
  if (!env().benchFloorFile || userId === undefined) return floorResponse();
  if (!(await readUserRow(userId, "bench-floor"))) throw new Error("bench floor: the seeded user is missing");
  return floorResponse();
}
