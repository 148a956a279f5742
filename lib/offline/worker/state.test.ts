import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DeviceDb } from "@/lib/offline/device-db";
import { accountCacheName, sharedCacheName } from "@/lib/offline/names";
import { OfflineState } from "@/lib/offline/worker/state";
import { MemoryCacheStorage } from "@/lib/offline/worker/test-caches";

const BUILD = "build-1";
let db: DeviceDb;
let caches: MemoryCacheStorage;
let n = 0;

beforeEach(async () => {
  db = new DeviceDb(`state-test-${n++}`);
  caches = new MemoryCacheStorage();
  for (const account of ["aaa", "bbb"]) {
    await (await caches.open(accountCacheName(BUILD, account))).put(`https://x.example/logbook?${account}`, new Response("page"));
    await db.kept.put({ account, url: `https://x.example/logbook?${account}`, kind: "page", version: "1", bytes: 4, kept_at: "2026-11-28T00:00:00Z" });
    await db.operations.add({ op_id: `op-${account}`, type: "dive_log.create", payload: {}, client_time: "2026-11-28T00:00:00Z", account, label: "Dive", path: "/logbook" });
  }
  await caches.open(sharedCacheName(BUILD));
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const state = () => new OfflineState(db, caches.asCacheStorage, BUILD);

describe("the worker's current account", () => {
  it("switching deletes the other accounts' caches and kept rows, keeps every waiting operation, and survives a restart", async () => {
    const s = state();
    expect(await s.currentAccount()).toBeNull();
    await s.switchTo("aaa");
    expect(await caches.keys()).toEqual(expect.arrayContaining([accountCacheName(BUILD, "aaa"), sharedCacheName(BUILD)]));
    expect(await caches.has(accountCacheName(BUILD, "bbb"))).toBe(false);
    expect((await db.kept.toArray()).map((r) => r.account)).toEqual(["aaa"]);
    expect(await db.operations.count()).toBe(2);
    // A new worker (after the browser stopped this one) knows the account.
    expect(await state().currentAccount()).toBe("aaa");
  });

  it("an empty marker makes it none without deleting anything; the same account again deletes nothing", async () => {
    const s = state();
    await s.switchTo("aaa");
    const generation = s.generation;
    await s.follow("");
    expect(await s.currentAccount()).toBeNull();
    expect(s.generation).toBe(generation + 1);
    expect(await caches.has(accountCacheName(BUILD, "aaa"))).toBe(true);
    expect(await state().currentAccount()).toBeNull();
    await s.follow("aaa");
    await s.follow("aaa");
    expect(s.generation).toBe(generation + 2);
    expect(await db.kept.count()).toBe(1);
  });

  it("forget deletes every account cache and kept row, and the current account, not the shared cache or operations", async () => {
    const s = state();
    await s.switchTo("aaa");
    await s.setLastKeep("aaa", 1000);
    await s.forget();
    expect(await caches.keys()).toEqual([sharedCacheName(BUILD)]);
    expect(await db.kept.count()).toBe(0);
    expect(await s.currentAccount()).toBeNull();
    expect(await s.lastKeep("aaa")).toBeNull();
    expect(await db.operations.count()).toBe(2);
  });

  it("remembers the last keep per account and per deployment", async () => {
    const s = state();
    await s.setLastKeep("aaa", 1234);
    expect(await s.lastKeep("aaa")).toBe(1234);
    expect(await new OfflineState(db, caches.asCacheStorage, "build-2").lastKeep("aaa")).toBeNull();
    await s.switchTo("bbb");
    expect(await s.lastKeep("aaa")).toBeNull();
  });
});
