// An in-memory CacheStorage for the worker's unit tests (Node has Request and Response, not
// caches). Keys are URLs without the fragment; matching ignores Vary, as the worker asks.

const keyOf = (request: RequestInfo | URL) => {
  const url = new URL(typeof request === "string" || request instanceof URL ? request : request.url);
  url.hash = "";
  return url.href;
};

export class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    // Like the browser: the body is read when stored.
    const body = await response.arrayBuffer();
    this.entries.set(keyOf(request), new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }));
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCacheStorage {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let cache = this.stores.get(name);
    if (!cache) this.stores.set(name, (cache = new MemoryCache()));
    return cache;
  }
  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }
  async match(request: RequestInfo | URL, options: { cacheName?: string } = {}): Promise<Response | undefined> {
    const stores = options.cacheName ? [this.stores.get(options.cacheName)] : [...this.stores.values()];
    for (const store of stores) {
      const hit = await store?.match(request);
      if (hit) return hit;
    }
    return undefined;
  }
  /** What the worker sees. */
  get asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
