import { OFFLINE_PAGE_PATH, accountCacheName, sharedCacheName } from "@/lib/offline/names";
import { readAccountMarker } from "@/lib/offline/worker/marker";
import type { OfflineState } from "@/lib/offline/worker/state";
import { served, storedPage } from "@/lib/offline/worker/stored-response";
import { keptUrl } from "@/lib/offline/worker/urls";

// Navigations (decision 0049): the network first; online answers go to the browser unaltered and
// teach the worker whose session this is (the page's marker) and refresh the page's kept copy
// when the keep list names it. Without the network — a failure, or no answer within 4 seconds
// for a page this device keeps — the current account's copy answers, else its offline page,
// else the shared offline page, never the browser's error.

export const NAVIGATION_TIMEOUT_MS = 4000;

export type NavigationContext = {
  state: OfflineState;
  origin: string;
  fetch?: typeof fetch;
  /** The fetch event's waitUntil: reading the page's copy outlives the answer. */
  waitUntil: (work: Promise<unknown>) => void;
  timeoutMs?: number;
};

const TIMED_OUT = Symbol("timed out");

export async function answerNavigation(request: Request, context: NavigationContext): Promise<Response> {
  const doFetch = context.fetch ?? fetch;
  const network = doFetch(request).then((response) => {
    if (response.status === 200 && (response.headers.get("content-type") ?? "").includes("text/html")) {
      context.waitUntil(learnFromPage(request.url, response.clone(), context).catch(() => undefined));
    }
    return response;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), context.timeoutMs ?? NAVIGATION_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, timeout]);
    if (first !== TIMED_OUT) return first;
    // A weak signal: a kept page answers now; anything else still waits for the network.
    const kept = await keptPage(request.url, context);
    if (kept) {
      network.catch(() => undefined);
      return kept;
    }
    return await network;
  } catch {
    return offlineAnswer(request.url, context);
  } finally {
    clearTimeout(timer);
  }
}

/** The current account's copy of a page, if this device keeps it. */
export async function keptPage(url: string, context: Pick<NavigationContext, "state" | "origin">): Promise<Response | undefined> {
  const account = await context.state.currentAccount();
  const key = keptUrl(url, context.origin);
  if (!account || !key) return undefined;
  const cached = await context.state.caches.match(key, { cacheName: accountCacheName(context.state.buildId, account), ignoreVary: true });
  return cached && served(cached);
}

/** Offline: the kept page, else the account's offline page, else the shared one, else a plain 503. */
export async function offlineAnswer(url: string, context: Pick<NavigationContext, "state" | "origin">): Promise<Response> {
  const { state, origin } = context;
  const kept = await keptPage(url, context);
  if (kept) return kept;
  const offlineUrl = new URL(OFFLINE_PAGE_PATH, origin).href;
  const account = await state.currentAccount();
  if (account) {
    const accountOffline = await state.caches.match(offlineUrl, { cacheName: accountCacheName(state.buildId, account), ignoreVary: true });
    if (accountOffline) return served(accountOffline);
  }
  const shared = await state.caches.match(offlineUrl, { cacheName: sharedCacheName(state.buildId), ignoreVary: true });
  return shared ? served(shared) : new Response("offline", { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/**
 * An online page was shown: follow its marker (switching or clearing the current account), and
 * refresh its kept copy when the keep list names it for the account it names.
 */
export async function learnFromPage(url: string, response: Response, context: Pick<NavigationContext, "state" | "origin">): Promise<void> {
  const { state } = context;
  const html = await response.text();
  const marker = readAccountMarker(html);
  if (marker === null) return;
  await state.follow(marker);
  const key = keptUrl(url, context.origin);
  if (marker === "" || !key) return;
  const generation = state.generation;
  const row = await state.db.kept.get([marker, key]);
  if (!row || state.generation !== generation) return;
  const cache = await state.accountCache(marker);
  if (state.generation !== generation) return;
  const stored = await storedPage(html, response);
  if (state.generation !== generation) return;
  await cache.put(key, stored.response);
  await state.db.kept.update([marker, key], { bytes: stored.bytes, kept_at: new Date().toISOString() });
}
