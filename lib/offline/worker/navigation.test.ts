import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DeviceDb } from "@/lib/offline/device-db";
import { accountCacheName, sharedCacheName } from "@/lib/offline/names";
import { answerNavigation, learnFromPage, offlineAnswer } from "@/lib/offline/worker/navigation";
import { OfflineState } from "@/lib/offline/worker/state";
import { served } from "@/lib/offline/worker/stored-response";
import { MemoryCacheStorage } from "@/lib/offline/worker/test-caches";

const BUILD = "build-1";
const origin = "https://divecert.example";
const abs = (path: string) => `${origin}${path}`;
const html = (account: string | null, body: string) =>
  new Response(`<html><head>${account === null ? "" : `<meta name="divecert-account" content="${account}"/>`}</head><body>${body}</body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });

let db: DeviceDb;
let caches: MemoryCacheStorage;
let state: OfflineState;
let n = 0;

beforeEach(async () => {
  db = new DeviceDb(`navigation-test-${n++}`);
  caches = new MemoryCacheStorage();
  state = new OfflineState(db, caches.asCacheStorage, BUILD);
  await (await caches.open(sharedCacheName(BUILD))).put(abs("/offline"), html("", "offline for anyone"));
  const aaa = await caches.open(accountCacheName(BUILD, "aaa"));
  await aaa.put(abs("/logbook"), html("aaa", "aaa's logbook"));
  await aaa.put(abs("/offline"), html("aaa", "aaa's offline page"));
  await db.kept.bulkPut([
    { account: "aaa", url: abs("/logbook"), kind: "page", version: "1", bytes: 1, kept_at: "2026-11-28T00:00:00Z" },
    { account: "aaa", url: abs("/offline"), kind: "page", version: "1", bytes: 1, kept_at: "2026-11-28T00:00:00Z" },
  ]);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const offline = (async () => {
  throw new TypeError("Failed to fetch");
}) as typeof fetch;

async function navigate(path: string, doFetch: typeof fetch, timeoutMs?: number) {
  const work: Promise<unknown>[] = [];
  const response = await answerNavigation(new Request(abs(path)), { state, origin, fetch: doFetch, waitUntil: (w) => work.push(w), timeoutMs });
  await Promise.all(work);
  return response;
}

describe("navigations offline", () => {
  it("answer the current account's kept page, else its offline page", async () => {
    await state.switchTo("aaa");
    expect(await (await navigate("/logbook", offline)).text()).toContain("aaa's logbook");
    expect(await (await navigate("/logbook#top", offline)).text()).toContain("aaa's logbook");
    expect(await (await navigate("/settings", offline)).text()).toContain("aaa's offline page");
  });

  it("serve nothing of an account when none is current: the shared offline page, else a plain 503", async () => {
    expect(await (await navigate("/logbook", offline)).text()).toContain("offline for anyone");
    await caches.delete(sharedCacheName(BUILD));
    const last = await offlineAnswer(abs("/logbook"), { state, origin });
    expect(last.status).toBe(503);
  });

  it("after a page rendered signed out (the login page), serve the shared offline page", async () => {
    await state.switchTo("aaa");
    await navigate("/login", async () => html("", "login"));
    expect(await (await navigate("/logbook", offline)).text()).toContain("offline for anyone");
  });

  it("answer a kept page when the network is slower than the timeout, and wait for it otherwise", async () => {
    await state.switchTo("aaa");
    const slow = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return html("aaa", "fresh");
    }) as typeof fetch;
    expect(await (await navigate("/logbook", slow, 20)).text()).toContain("aaa's logbook");
    expect(await (await navigate("/settings", slow, 20)).text()).toContain("fresh");
  });
});

describe("navigations online", () => {
  it("reach the browser unaltered and refresh the kept copy of a listed page", async () => {
    await state.switchTo("aaa");
    const response = await navigate("/logbook", async () => html("aaa", "new logbook"));
    expect(await response.text()).toContain("new logbook");
    const kept = await (await caches.open(accountCacheName(BUILD, "aaa"))).match(abs("/logbook"));
    expect(await served(kept!).text()).toContain("new logbook");
    expect((await db.kept.get(["aaa", abs("/logbook")]))!.bytes).toBeGreaterThan(0);
  });

  it("never keep a page the keep list does not name, nor a page without a marker", async () => {
    await state.switchTo("aaa");
    await navigate("/settings", async () => html("aaa", "settings"));
    await navigate("/logbook", async () => html(null, "no marker"));
    const cache = await caches.open(accountCacheName(BUILD, "aaa"));
    expect(await cache.match(abs("/settings"))).toBeUndefined();
    expect(await (await cache.match(abs("/logbook")))!.text()).toContain("aaa's logbook");
  });

  it("a page naming another account switches to it: the previous account's copy is gone and never served", async () => {
    await state.switchTo("aaa");
    await navigate("/dashboard", async () => html("bbb", "bbb's dashboard"));
    expect(await state.currentAccount()).toBe("bbb");
    expect(await caches.has(accountCacheName(BUILD, "aaa"))).toBe(false);
    expect(await db.kept.count()).toBe(0);
    expect(await (await navigate("/logbook", offline)).text()).toContain("offline for anyone");
  });

  it("the page is stored for the account its own HTML names, never the current one's", async () => {
    await state.switchTo("aaa");
    await learnFromPage(abs("/logbook"), html("bbb", "bbb's logbook"), { state, origin });
    expect(await caches.has(accountCacheName(BUILD, "aaa"))).toBe(false);
    // bbb has no kept row for it: nothing stored anywhere.
    expect(await caches.has(accountCacheName(BUILD, "bbb"))).toBe(false);
  });
});
