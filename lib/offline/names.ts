// The names the pages and the service worker agree on (decision 0049): cache names, the page's
// account marker, the routes of the device's offline copy and the messages between page and
// worker. No server imports: the service worker bundle and client components import this file.

/** Every cache this app makes starts with this; sign-out and a new deployment delete by it. */
export const CACHE_PREFIX = "divecert-";

/** The pages (HTML) and images kept for one account, for one deployment. */
export function accountCacheName(buildId: string, accountKey: string): string {
  return `${CACHE_PREFIX}account-${buildId}-${accountKey}`;
}

/** The deployment's static files (the precache) and the offline page for signed-out visitors. */
export function sharedCacheName(buildId: string): string {
  return `${CACHE_PREFIX}shared-${buildId}`;
}

/**
 * The meta element every signed-in page of the account area carries:
 * `<meta name="divecert-account" content="<account key>">`. The key is an opaque HMAC of the user
 * id (lib/offline/account-key.ts), never the id or the e-mail. Pages rendered without a session
 * carry it with an empty content. A page is kept only for the account its own HTML names.
 */
export const ACCOUNT_META = "divecert-account";

/** GET (session cookie): what the device keeps for the signed-in account. */
export const KEEP_LIST_PATH = "/offline/keep";
/** POST (session cookie): the sync upload of section 3, for this browser's queue. */
export const UPLOAD_PATH = "/sync/upload";
/** The page of the app shown for anything not kept while offline. */
export const OFFLINE_PAGE_PATH = "/offline";
/** Where the worker is served from (scope "/"). */
export const SERVICE_WORKER_PATH = "/sw.js";
/** The Background Sync tag the queue registers; the worker flushes the queue on it. */
export const SYNC_TAG = "divecert-sync";

/** One entry of the keep list: a page (HTML) or an image, and a version that changes with it. */
export type KeptEntry = { url: string; kind: "page" | "image"; version: string };
export type KeepList = { account: string; entries: KeptEntry[] };

/** Messages the pages post to the worker (navigator.serviceWorker.controller.postMessage). */
export type PageToWorker =
  | { type: "keep"; account: string; force?: boolean } // refresh the account's offline copy (throttled in the worker unless forced)
  | { type: "flush" } // send the queue now
  | { type: "forget" }; // sign-out: delete every account cache (the page deletes IndexedDB)

/** Messages the worker posts to its pages. */
export type WorkerToPage =
  | { type: "keep-progress"; done: number; total: number }
  | { type: "synced"; applied: number; rejected: number; conflicts: number };
