import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DeviceDb } from "@/lib/offline/device-db";
import { accountCacheName, type KeptEntry, type WorkerToPage } from "@/lib/offline/names";
import { KEEP_INTERVAL_MS, runKeep } from "@/lib/offline/worker/keep-run";
import { OfflineState } from "@/lib/offline/worker/state";
import { served } from "@/lib/offline/worker/stored-response";
import { MemoryCacheStorage } from "@/lib/offline/worker/test-caches";

const BUILD = "build-1";
const origin = "https://divecert.example";
const abs = (path: string) => `${origin}${path}`;
const page = (account: string, body = "") =>
  new Response(`<html><head><meta name="divecert-account" content="${account}"/></head><body>${body}</body></html>`, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'nonce-abc'", "content-encoding": "gzip" },
  });

let db: DeviceDb;
let caches: MemoryCacheStorage;
let state: OfflineState;
let n = 0;
let entries: KeptEntry[];
let listAccount: string;
let routes: Record<string, () => Response | Promise<Response>>;
let requested: string[];

const fakeFetch = (async (input: RequestInfo | URL) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  requested.push(url.replace(origin, ""));
  if (url === abs("/offline/keep")) return Response.json({ message: "ok", data: { account: listAccount, entries } });
  const route = routes[url.replace(origin, "")];
  if (!route) return new Response("not found", { status: 404 });
  return route();
}) as typeof fetch;

beforeEach(() => {
  db = new DeviceDb(`keep-test-${n++}`);
  caches = new MemoryCacheStorage();
  state = new OfflineState(db, caches.asCacheStorage, BUILD);
  listAccount = "aaa";
  entries = [
    { url: "/dashboard", kind: "page", version: "en:1" },
    { url: "/logbook/1", kind: "page", version: "en:1" },
    { url: "/cards/1.png", kind: "image", version: "1" },
  ];
  routes = {
    "/dashboard": () => page("aaa", "dashboard"),
    "/logbook/1": () => page("aaa", "dive 1"),
    "/cards/1.png": () => new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "image/png" } }),
  };
  requested = [];
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const cache = () => caches.open(accountCacheName(BUILD, "aaa"));

describe("a keep run", () => {
  it("keeps every listed page and image with its version and size, and says how far it got", async () => {
    const progress: WorkerToPage[] = [];
    const outcome = await runKeep(state, "aaa", { origin, fetch: fakeFetch, post: (m) => progress.push(m) });
    expect(outcome).toMatchObject({ status: "done", fetched: 3, removed: 0, failed: 0, total: 3 });
    const kept = await cache();
    expect(await served((await kept.match(abs("/logbook/1")))!).text()).toContain("dive 1");
    // The page's own CSP header (its nonce) is kept; the network's encoding is not.
    const stored = served((await kept.match(abs("/dashboard")))!);
    expect(stored.headers.get("content-security-policy")).toBe("script-src 'nonce-abc'");
    expect(stored.headers.get("content-encoding")).toBeNull();
    const rows = await db.kept.where("account").equals("aaa").toArray();
    expect(rows.map((r) => [r.url, r.version, r.kind])).toEqual(
      expect.arrayContaining([
        [abs("/dashboard"), "en:1", "page"],
        [abs("/cards/1.png"), "1", "image"],
      ]),
    );
    expect(rows.find((r) => r.kind === "image")!.bytes).toBe(3);
    expect(progress.at(-1)).toEqual({ type: "keep-progress", done: 3, total: 3 });
    expect(await state.currentAccount()).toBe("aaa");
  });

  it("runs at most every 10 minutes unless forced, then fetches only what changed and deletes what left the list", async () => {
    let clock = 1_000_000;
    const now = () => clock;
    await runKeep(state, "aaa", { origin, fetch: fakeFetch, now });
    requested = [];
    clock += KEEP_INTERVAL_MS - 1;
    expect(await runKeep(state, "aaa", { origin, fetch: fakeFetch, now })).toEqual({ status: "throttled" });
    expect(requested).toEqual([]);

    entries = [
      { url: "/dashboard", kind: "page", version: "en:2" },
      { url: "/cards/1.png", kind: "image", version: "1" },
    ];
    const outcome = await runKeep(state, "aaa", { origin, fetch: fakeFetch, now, force: true });
    expect(outcome).toMatchObject({ status: "done", fetched: 1, removed: 1, unchanged: 1 });
    expect(requested).toEqual(["/offline/keep", "/dashboard"]);
    expect(await (await cache()).match(abs("/logbook/1"))).toBeUndefined();
    expect(await db.kept.get(["aaa", abs("/logbook/1")])).toBeUndefined();
    expect((await db.kept.get(["aaa", abs("/dashboard")]))!.version).toBe("en:2");
  });

  it("stops when the keep list is another account's (the session changed) and keeps nothing", async () => {
    listAccount = "bbb";
    const outcome = await runKeep(state, "aaa", { origin, fetch: fakeFetch });
    expect(outcome).toMatchObject({ status: "stopped", fetched: 0 });
    expect(requested).toEqual(["/offline/keep"]);
    expect(await db.kept.count()).toBe(0);
  });

  it("stops at a page that names another account or none, and at a redirect to the sign-in page", async () => {
    routes["/logbook/1"] = () => page("");
    entries = entries.slice(0, 2);
    let outcome = await runKeep(state, "aaa", { origin, fetch: fakeFetch, force: true });
    expect(outcome).toMatchObject({ status: "stopped" });
    expect(await (await cache()).match(abs("/logbook/1"))).toBeUndefined();

    routes["/logbook/1"] = () => {
      const response = page("", "sign in");
      Object.defineProperty(response, "redirected", { value: true });
      Object.defineProperty(response, "url", { value: abs("/login?next=%2Flogbook%2F1") });
      return response;
    };
    outcome = await runKeep(state, "aaa", { origin, fetch: fakeFetch, force: true });
    expect(outcome).toMatchObject({ status: "stopped", reason: "signed out" });
  });

  it("skips an entry the server refuses and one the network loses; only the lost one keeps the run from counting", async () => {
    routes["/logbook/1"] = () => new Response("gone", { status: 404 });
    let outcome = await runKeep(state, "aaa", { origin, fetch: fakeFetch });
    expect(outcome).toMatchObject({ status: "done", fetched: 2, failed: 1 });
    expect(await state.lastKeep("aaa")).not.toBeNull();

    await db.settings.clear();
    routes["/logbook/1"] = () => Promise.reject(new TypeError("Failed to fetch"));
    outcome = await runKeep(state, "aaa", { origin, fetch: fakeFetch });
    expect(outcome).toMatchObject({ status: "done", fetched: 0, failed: 1 });
    expect(await state.lastKeep("aaa")).toBeNull();
  });

  it("switches the worker to the account first, and stops writing when another account becomes current meanwhile", async () => {
    await state.switchTo("bbb");
    await (await caches.open(accountCacheName(BUILD, "bbb"))).put(abs("/dashboard"), new Response("bbb's"));
    routes["/logbook/1"] = async () => {
      await state.switchTo("ccc");
      return page("aaa");
    };
    const outcome = await runKeep(state, "aaa", { origin, fetch: fakeFetch });
    expect(await caches.has(accountCacheName(BUILD, "bbb"))).toBe(false);
    expect(outcome).toMatchObject({ status: "stopped", reason: "the current account changed" });
    expect(await db.kept.where("account").equals("aaa").count()).toBeLessThanOrEqual(1);
    expect(await state.currentAccount()).toBe("ccc");
  });
});
