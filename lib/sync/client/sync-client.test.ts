import { describe, expect, it } from "vitest";
import { SyncClient, SyncRequestError, type SyncState } from "@/lib/sync/client/sync-client";

// The reference client against a scripted server: batching, retries and resuming.

type Sent = { url: string; body: { client_id: string; operations: { op_id: string }[] } | null };

function scripted(answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { sent, fetchFn };
}

const applied = (ops: readonly { op_id: string }[]) =>
  Response.json({ status: "success", data: { results: ops.map((o) => ({ op_id: o.op_id, status: "applied" })) } });

function client(fetchFn: typeof fetch, extra: Partial<ConstructorParameters<typeof SyncClient>[0]> = {}) {
  const sleeps: number[] = [];
  const c = new SyncClient({
    baseUrl: "http://api/api/v1", token: () => "t", clientId: "phone", fetch: fetchFn,
    random: () => 0.5, sleep: async (ms) => void sleeps.push(ms), ...extra,
  });
  return { c, sleeps };
}

describe("SyncClient", () => {
  it("uploads in batches, in order, and empties the queue", async () => {
    const answers: Response[] = [];
    const { sent, fetchFn } = scripted(answers);
    const { c } = client(fetchFn, { batchSize: 2 });
    for (let i = 0; i < 5; i++) await c.enqueue("dive_log.create", { i });
    answers.push(applied(c.pending.slice(0, 2)), applied(c.pending.slice(2, 4)), applied(c.pending.slice(4)));
    const results = await c.flush();
    expect(sent.map((s) => s.body!.operations.length)).toEqual([2, 2, 1]);
    expect(results.map((r) => r.status)).toEqual(Array(5).fill("applied"));
    expect(c.pending).toHaveLength(0);
  });

  it("sends the same batch again after a lost answer and a 503, waiting Retry-After or the backoff", async () => {
    const answers: (Response | Error)[] = [new TypeError("fetch failed"), new Response("{}", { status: 503, headers: { "Retry-After": "5" } })];
    const { sent, fetchFn } = scripted(answers);
    const { c, sleeps } = client(fetchFn);
    await c.enqueue("skills.sign", { log_code: "CL-X" });
    answers.push(applied(c.pending));
    await c.flush();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.body!.operations[0]!.op_id)).size).toBe(1);
    expect(sleeps).toEqual([100, 5000]);
  });

  it("gives up on a refused request (422) without retrying, keeping the queue", async () => {
    const { fetchFn } = scripted([Response.json({ status: "error" }, { status: 422 })]);
    const { c } = client(fetchFn);
    await c.enqueue("dive_log.create", {});
    await expect(c.flush()).rejects.toBeInstanceOf(SyncRequestError);
    expect(c.pending).toHaveLength(1);
  });

  it("resumes from a saved state after a restart", async () => {
    let saved: SyncState | undefined;
    const first = client(scripted([]).fetchFn, { save: (s) => void (saved = structuredClone(s)) }).c;
    await first.enqueue("dive_log.create", { n: 1 });
    const answers: Response[] = [];
    const { fetchFn } = scripted(answers);
    const again = client(fetchFn, { state: saved }).c;
    answers.push(applied(again.pending));
    await again.flush();
    expect(Object.values(again.state.results)).toHaveLength(1);
  });

  it("backs off exponentially with full jitter, capped", () => {
    const { c } = client(scripted([]).fetchFn, { random: () => 0.999, baseDelayMs: 100, maxDelayMs: 1000 });
    expect([1, 2, 3, 4, 5, 6].map((a) => c.backoff(a))).toEqual([99, 199, 399, 799, 999, 999]);
  });
});
