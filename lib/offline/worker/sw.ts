/// <reference lib="webworker" />
// The service worker of the offline web app (decision 0049), bundled by scripts/build-sw.ts into
// public/sw.js. Serwist precaches the deployment's static files (/_next/static and public/);
// everything about pages is ours: navigations network first (4 s) with the current account's
// kept copy or the offline page as the answer offline, the keep runs the pages ask for, the
// account switch a page's marker causes, sign-out's forget, and Background Sync's flush.
import { CacheFirst, NetworkFirst, Serwist, type PrecacheEntry } from "serwist";
import { deviceDb } from "@/lib/offline/device-db";
import { CACHE_PREFIX, OFFLINE_PAGE_PATH, SYNC_TAG, sharedCacheName, type PageToWorker, type WorkerToPage } from "@/lib/offline/names";
import { flushQueue } from "@/lib/offline/queue";
import { cachesOfOtherBuilds } from "@/lib/offline/worker/cache-names";
import { runKeep } from "@/lib/offline/worker/keep-run";
import { answerNavigation, keptPage } from "@/lib/offline/worker/navigation";
import { OfflineState } from "@/lib/offline/worker/state";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
/** The deployment's .next/BUILD_ID, compiled in by scripts/build-sw.ts. */
declare const BUILD_ID: string;
/** Background Sync's event (not in TypeScript's webworker library). */
type SyncEvent = ExtendableEvent & { readonly tag: string };

const origin = self.location.origin;
const state = new OfflineState(deviceDb(), self.caches, BUILD_ID);
const shared = () => self.caches.open(sharedCacheName(BUILD_ID));

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The precache, named by us (Serwist's cacheId comes too late for it): kept across deployments,
  // Serwist updates it file by file (revisions) and drops what a new manifest no longer lists.
  precacheOptions: { cacheName: `${CACHE_PREFIX}precache`, cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
});

async function postToPages(message: WorkerToPage): Promise<void> {
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

// Install: the offline page for anyone, rendered signed out (no cookie), into the shared cache.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      try {
        const response = await fetch(new URL(OFFLINE_PAGE_PATH, origin).href, { credentials: "omit", cache: "no-store" });
        if (response.status === 200 && !response.redirected) await (await shared()).put(new URL(OFFLINE_PAGE_PATH, origin).href, response);
      } catch {
        // Installed without it: offline, an unkept page then gets the plain 503 until the next update.
      }
    })(),
  );
});

// Activate: the caches of every other deployment go (a new deployment's pages replace the old).
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const stale = cachesOfOtherBuilds(await self.caches.keys(), BUILD_ID);
      await Promise.all(stale.map((name) => self.caches.delete(name)));
    })(),
  );
});

// Navigations of this origin: network first, the account's copy offline.
serwist.registerCapture(
  ({ request, sameOrigin }) => sameOrigin && request.method === "GET" && request.mode === "navigate",
  async ({ request, event }) => answerNavigation(request, { state, origin, waitUntil: (work) => event.waitUntil(work) }),
);

// The site's icons (app/icon.svg, app/apple-icon.png: versioned by their query) and the web
// manifest: the same for everyone, so in the shared cache, for the pages shown offline.
serwist.registerCapture(
  ({ sameOrigin, url }) => sameOrigin && (url.pathname === "/icon.svg" || url.pathname === "/apple-icon.png"),
  new CacheFirst({ cacheName: sharedCacheName(BUILD_ID) }),
);
serwist.registerCapture(({ sameOrigin, url }) => sameOrigin && url.pathname === "/manifest.webmanifest", new NetworkFirst({ cacheName: sharedCacheName(BUILD_ID) }));

// Images of this origin (card images, profile pictures): the network, else the account's copy.
serwist.registerCapture(
  ({ request, sameOrigin, url }) => sameOrigin && request.method === "GET" && request.destination === "image" && !url.pathname.startsWith("/_next/static/"),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await keptPage(request.url, { state, origin });
      if (kept) return kept;
      throw error;
    }
  },
);

// Static files the precache lacks (another deployment's chunk a kept page still names): cache first.
serwist.registerCapture(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
  new CacheFirst({ cacheName: sharedCacheName(BUILD_ID) }),
);

// Everything else (the API, RSC payloads, POSTs) goes to the network untouched.

let keeping: Promise<void> | null = null;
let keepAgain: { account: string; force: boolean } | null = null;

/** One keep run at a time; a request during a run runs once more after it (forced if any was). */
function keep(account: string, force: boolean): Promise<void> {
  if (keeping) {
    keepAgain = { account, force: force || (keepAgain?.account === account && keepAgain.force) };
    return keeping;
  }
  keeping = (async () => {
    try {
      let next: { account: string; force: boolean } | null = { account, force };
      while (next) {
        const run = next;
        keepAgain = null;
        await runKeep(state, run.account, { force: run.force, origin, post: (message) => void postToPages(message) }).catch(() => undefined);
        next = keepAgain;
      }
    } finally {
      keeping = null;
    }
  })();
  return keeping;
}

/** Sends the current account's queue; rejects when the network stopped it, so Background Sync tries again later. */
async function flushCurrent(): Promise<void> {
  const account = await state.currentAccount();
  if (!account) return;
  const summary = await flushQueue(account, { origin });
  if (summary.sent > 0) await postToPages({ type: "synced", applied: summary.applied, rejected: summary.rejected, conflicts: summary.conflicts });
  if (summary.stopped === "network" && summary.remaining > 0) throw new Error("the queue waits for the network");
}

self.addEventListener("message", (event) => {
  const message = event.data as PageToWorker | undefined;
  if (!message || typeof message !== "object") return;
  if (message.type === "keep" && typeof message.account === "string" && message.account) {
    event.waitUntil(keep(message.account, message.force === true));
  } else if (message.type === "forget") {
    event.waitUntil(state.forget());
  } else if (message.type === "flush") {
    event.waitUntil(flushCurrent().catch(() => undefined));
  }
});

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(flushCurrent());
});

serwist.addEventListeners();
