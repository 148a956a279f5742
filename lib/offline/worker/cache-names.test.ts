import { describe, expect, it } from "vitest";
import { accountCacheName, sharedCacheName } from "@/lib/offline/names";
import { accountCachesExcept, cachesOfOtherBuilds } from "@/lib/offline/worker/cache-names";

// Build ids may contain "-" (Next's are nanoid-like): names are compared by exact prefix.
const now = "b-2Xy";
const old = "b";
const names = [
  accountCacheName(now, "aaa"),
  accountCacheName(now, "bbb"),
  accountCacheName(old, "aaa"),
  accountCacheName("other", "aaa"),
  sharedCacheName(now),
  sharedCacheName(old),
  "divecert-precache",
  "someone-elses-cache",
];

describe("the caches the worker deletes", () => {
  it("on activation: every account and shared cache of another build, not this build's, the precache or others'", () => {
    expect(cachesOfOtherBuilds(names, now).sort()).toEqual([accountCacheName(old, "aaa"), accountCacheName("other", "aaa"), sharedCacheName(old)].sort());
    expect(cachesOfOtherBuilds(names, old)).not.toContain(accountCacheName(old, "aaa"));
    // "b" is a prefix of "b-2Xy": the old build's worker must still drop the new build's caches.
    expect(cachesOfOtherBuilds(names, old)).toContain(sharedCacheName(now));
    expect(cachesOfOtherBuilds(names, old)).toContain(accountCacheName(now, "aaa"));
  });

  it("on an account switch: every account cache but the new account's of this build", () => {
    expect(accountCachesExcept(names, now, "aaa").sort()).toEqual([accountCacheName(now, "bbb"), accountCacheName(old, "aaa"), accountCacheName("other", "aaa")].sort());
  });

  it("on forget: every account cache, nothing shared", () => {
    expect(accountCachesExcept(names, now, null)).toHaveLength(4);
    expect(accountCachesExcept(names, now, null).every((name) => name.startsWith("divecert-account-"))).toBe(true);
  });
});
