import { KEEP_LIST_PATH, type KeepList, type KeptEntry, type WorkerToPage } from "@/lib/offline/names";
import { planKeep } from "@/lib/offline/worker/keep-plan";
import { readAccountMarker } from "@/lib/offline/worker/marker";
import type { OfflineState } from "@/lib/offline/worker/state";
import { storedPage, storedResponse } from "@/lib/offline/worker/stored-response";
import { isSignInUrl } from "@/lib/offline/worker/urls";

// The keep run (decision 0049): refresh the current account's offline copy from the keep list.
// Fetches what is new or changed two at a time, deletes what is no longer listed, and stops as
// soon as the session is not the account's any more (a page naming another account or none, a
// redirect to the sign-in page) or the worker's current account changed under it.

/** At most one run per account every 10 minutes, unless forced (after a sync applied something). */
export const KEEP_INTERVAL_MS = 10 * 60 * 1000;
const CONCURRENCY = 2;

export type KeepOutcome =
  | { status: "throttled" }
  | { status: "stopped"; reason: string; fetched: number; removed: number; bytes: number; total: number }
  | { status: "done"; fetched: number; removed: number; unchanged: number; failed: number; bytes: number; total: number };

export type KeepOptions = {
  force?: boolean;
  origin: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Progress for the pages (`keep-progress`). */
  post?: (message: WorkerToPage) => void;
};

class Stop extends Error {}

export async function runKeep(state: OfflineState, account: string, options: KeepOptions): Promise<KeepOutcome> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  await state.switchTo(account);
  const generation = state.generation;
  if (!options.force) {
    const last = await state.lastKeep(account);
    if (last !== null && now() - last < KEEP_INTERVAL_MS) return { status: "throttled" };
  }
  const stillCurrent = () => {
    if (state.generation !== generation) throw new Stop("the current account changed");
  };
  let fetched = 0;
  let removed = 0;
  let bytes = 0;
  let total = 0;
  try {
    const listResponse = await doFetch(new URL(KEEP_LIST_PATH, options.origin).href, { credentials: "include", cache: "no-store", headers: { accept: "application/json" } });
    if (listResponse.redirected && isSignInUrl(listResponse.url)) throw new Stop("signed out");
    if (!listResponse.ok) throw new Stop(`keep list answered ${listResponse.status}`);
    const list = ((await listResponse.json()) as { data?: KeepList }).data;
    if (!list || list.account !== account || !Array.isArray(list.entries)) throw new Stop("the session is another account's");
    stillCurrent();

    const cache = await state.accountCache(account);
    const cachedUrls = new Set((await cache.keys()).map((request) => request.url));
    const rows = await state.db.kept.where("account").equals(account).toArray();
    const plan = planKeep(list.entries, rows, cachedUrls, options.origin);

    for (const url of plan.remove) {
      await cache.delete(url);
      await state.db.kept.delete([account, url]);
      removed++;
    }
    total = plan.fetch.length;
    let done = 0;
    let failed = 0;
    let networkFailures = 0;
    options.post?.({ type: "keep-progress", done, total });

    const keepOne = async (entry: KeptEntry) => {
      const stored = await fetchEntry(entry, account, doFetch);
      stillCurrent();
      if (stored === "network") networkFailures++;
      else if (stored) {
        await cache.put(entry.url, stored.response);
        await state.db.kept.put({ account, url: entry.url, kind: entry.kind, version: entry.version, bytes: stored.bytes, kept_at: new Date(now()).toISOString() });
        fetched++;
        bytes += stored.bytes;
      }
      if (!stored || stored === "network") failed++;
      done++;
      options.post?.({ type: "keep-progress", done, total });
    };
    const pending = [...plan.fetch];
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, pending.length) }, async () => {
        for (let entry = pending.shift(); entry; entry = pending.shift()) await keepOne(entry);
      }),
    );
    stillCurrent();
    // Entries the network failed on are tried at the next page load; those the server refused (a
    // dive deleted since the list was made) at the next run.
    if (networkFailures === 0) await state.setLastKeep(account, now());
    return { status: "done", fetched, removed, unchanged: plan.unchanged, failed, bytes, total };
  } catch (error) {
    if (error instanceof Stop) return { status: "stopped", reason: error.message, fetched, removed, bytes, total };
    throw error;
  }
}

/** One entry from the network, checked: a 200 page that names the account, or a 200 image; its size as stored. */
async function fetchEntry(entry: KeptEntry, account: string, doFetch: typeof fetch): Promise<{ response: Response; bytes: number } | "network" | null> {
  let response: Response;
  try {
    response = await doFetch(entry.url, { credentials: "include", cache: "no-store", headers: entry.kind === "page" ? { accept: "text/html" } : {} });
  } catch {
    return "network";
  }
  if (response.redirected && isSignInUrl(response.url)) throw new Stop("signed out");
  if (response.status !== 200 || response.redirected) return null;
  if (entry.kind === "page") {
    if (!(response.headers.get("content-type") ?? "").includes("text/html")) return null;
    const html = await response.text();
    if (readAccountMarker(html) !== account) throw new Stop("a page of another session");
    return storedPage(html, response);
  }
  const blob = await response.blob();
  return { response: storedResponse(blob, response), bytes: blob.size };
}
