// One flush at a time per account (decision 0049). Pages and workers of an origin share Web Locks
// (navigator.locks), so two tabs, or a tab and the service worker's Background Sync, never send
// the same operations at once. Where the API is missing (an old browser, Node before 22) a lock
// per JavaScript context stands in: it still keeps one page's own flushes in turn.

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

const local = new Map<string, Promise<unknown>>();

function contextLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const previous = local.get(name) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  local.set(name, settled);
  void settled.then(() => {
    if (local.get(name) === settled) local.delete(name);
  });
  return run;
}

/** Runs `fn` holding the exclusive lock `name` (released when its promise settles). */
export function withAccountLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (locks && typeof locks.request === "function") return locks.request(name, fn);
  return contextLock(name, fn);
}
