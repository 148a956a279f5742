// The reference sync client: what a mobile app does, in plain TypeScript with `fetch` only (no
// server imports), used by the tests to play the week offline and meant to be read by app
// developers next to docs/sync.md.
//
// - Every change made offline becomes an operation with its own op_id, queued in order.
// - flush() uploads the queue in batches. A batch whose answer did not arrive (network cut,
//   timeout, 5xx, 429) is sent again, unchanged, after an exponential backoff with full jitter
//   (at least Retry-After when the server gives one): the server applies each op_id once and
//   answers the repeats as `duplicate`, so resending is always safe.
// - The queue and the results are one plain object (`state`) handed to `save` after every
//   change; an app persists it and passes it back after a restart to resume where it stopped.

export type SyncOperation = { op_id: string; type: string; payload: Record<string, unknown>; client_time: string };
export type SyncResult = {
  op_id: string;
  status: "applied" | "duplicate" | "rejected" | "conflict";
  original_status?: SyncResult["status"];
  data?: unknown;
  message?: string;
  errors?: Record<string, string[]>;
};
export type SyncState = { clientId: string; queue: SyncOperation[]; results: Record<string, SyncResult> };

export type SyncClientOptions = {
  /** e.g. https://api.example.com/api/v1 */
  baseUrl: string;
  /** The bearer token; left out where the browser's session cookie authenticates (the web app's queue). */
  token?: () => string | Promise<string>;
  clientId: string;
  state?: SyncState;
  save?: (state: SyncState) => void | Promise<void>;
  fetch?: typeof fetch;
  batchSize?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Per request; an answer that takes longer counts as lost. */
  timeoutMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** The server refused the request itself (not one operation): retrying would not help. */
export class SyncRequestError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`sync request refused with HTTP ${status}`);
  }
}

const retryStatus = (s: number) => s === 429 || s >= 500;

export class SyncClient {
  readonly state: SyncState;
  private readonly o: Required<Omit<SyncClientOptions, "state" | "save" | "token">> & Pick<SyncClientOptions, "save" | "token">;
  /** Requests sent, retries included (for tests and diagnostics). */
  attempts = 0;

  constructor(options: SyncClientOptions) {
    this.state = options.state ?? { clientId: options.clientId, queue: [], results: {} };
    this.o = {
      fetch: (...a) => fetch(...a),
      batchSize: 100,
      maxAttempts: 10,
      baseDelayMs: 200,
      maxDelayMs: 20_000,
      timeoutMs: 30_000,
      random: Math.random,
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      ...options,
    };
  }

  /** Records a change made offline; it is uploaded by the next flush(). */
  async enqueue(type: string, payload: Record<string, unknown>, at: Date = new Date()): Promise<SyncOperation> {
    const op = { op_id: crypto.randomUUID(), type, payload, client_time: at.toISOString() };
    this.state.queue.push(op);
    await this.o.save?.(this.state);
    return op;
  }

  get pending(): readonly SyncOperation[] {
    return this.state.queue;
  }

  /** Uploads everything queued, in order; answers each operation's result (also kept in state). */
  async flush(): Promise<SyncResult[]> {
    const out: SyncResult[] = [];
    while (this.state.queue.length) {
      const batch = this.state.queue.slice(0, this.o.batchSize);
      const body = await this.request<{ results: SyncResult[] }>("POST", "/sync/upload", { client_id: this.state.clientId, operations: batch });
      for (const r of body.results) this.state.results[r.op_id] = r;
      const answered = new Set(body.results.map((r) => r.op_id));
      this.state.queue = this.state.queue.filter((op) => !answered.has(op.op_id));
      await this.o.save?.(this.state);
      out.push(...body.results);
    }
    return out;
  }

  /** Every dive-log change since `cursor` (all pages); keep `cursor` for the next pull. */
  async pullDiveLogs(cursor = ""): Promise<{ changes: unknown[]; deleted: string[]; cursor: string }> {
    const changes: unknown[] = [];
    const deleted: string[] = [];
    for (;;) {
      const page = await this.request<{ changes: unknown[]; deleted: string[]; next_cursor: string; has_more: boolean }>(
        "GET", `/sync/dive-logs?since=${encodeURIComponent(cursor)}`,
      );
      changes.push(...page.changes);
      deleted.push(...page.deleted);
      cursor = page.next_cursor;
      if (!page.has_more) return { changes, deleted, cursor };
    }
  }

  /** The course for offline use; `null` when the copy tagged `etag` is still current (304). */
  async downloadCourse(logCode: string, etag?: string): Promise<{ etag: string; course: unknown } | null> {
    const res = await this.send("GET", `/sync/courses/${encodeURIComponent(logCode)}`, undefined, etag ? { "If-None-Match": etag } : {});
    if (res.status === 304) return null;
    return { etag: res.headers.get("etag") ?? "", course: ((await res.json()) as { data: unknown }).data };
  }

  async conflicts(): Promise<{ id: number; server: unknown; client: unknown; fields: string[] }[]> {
    return (await this.request<{ data: { id: number; server: unknown; client: unknown; fields: string[] }[] }>("GET", "/sync/conflicts?per_page=100")).data;
  }

  async resolve(id: number, keep: "server" | "client"): Promise<unknown> {
    return this.request("POST", `/sync/conflicts/${id}/resolve`, { keep });
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.send(method, path, body);
    return ((await res.json()) as { data: T }).data;
  }

  /** One request, sent again until an answer arrives that is not a retryable failure. */
  private async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      let retryAfter = 0;
      try {
        this.attempts++;
        const auth: Record<string, string> = this.o.token ? { Authorization: `Bearer ${await this.o.token()}` } : {};
        const res = await this.o.fetch(`${this.o.baseUrl}${path}`, {
          method,
          headers: { ...auth, Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.o.timeoutMs),
        });
        if (res.ok || res.status === 304) return res;
        if (!retryStatus(res.status) || attempt >= this.o.maxAttempts) throw new SyncRequestError(res.status, await res.json().catch(() => null));
        retryAfter = Number(res.headers.get("retry-after") ?? 0) * 1000;
        await res.body?.cancel();
      } catch (e) {
        // A lost answer looks like a network error: the request may or may not have been applied.
        if (e instanceof SyncRequestError || attempt >= this.o.maxAttempts) throw e;
      }
      await this.o.sleep(Math.max(retryAfter, this.backoff(attempt)));
    }
  }

  /** Full jitter: uniformly between 0 and base·2^(attempt−1), capped. */
  backoff(attempt: number): number {
    return Math.floor(this.o.random() * Math.min(this.o.maxDelayMs, this.o.baseDelayMs * 2 ** (attempt - 1)));
  }
}
