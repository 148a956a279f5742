import { CACHE_PREFIX, accountCacheName, sharedCacheName } from "@/lib/offline/names";

// Which of the origin's caches the worker deletes (decision 0049). A build id may itself contain
// "-"; an account key never does (hex, lib/offline/account-key.ts), so an account cache is this
// build's when its name is this build's prefix followed by one key.

const ACCOUNT_PREFIX = `${CACHE_PREFIX}account-`;
const SHARED_PREFIX = `${CACHE_PREFIX}shared-`;

/** On activation: every account or shared cache of another deployment. */
export function cachesOfOtherBuilds(names: readonly string[], buildId: string): string[] {
  const accountsOfThisBuild = `${ACCOUNT_PREFIX}${buildId}-`;
  const ofThisBuild = (name: string) => name.startsWith(accountsOfThisBuild) && /^[^-]+$/.test(name.slice(accountsOfThisBuild.length));
  return names.filter(
    (name) => (name.startsWith(ACCOUNT_PREFIX) && !ofThisBuild(name)) || (name.startsWith(SHARED_PREFIX) && name !== sharedCacheName(buildId)),
  );
}

/**
 * On an account switch (`keep` = the new account) or a forget (`keep` = null): every account cache
 * but the one of `keep` for this deployment. The shared cache and the precache stay.
 */
export function accountCachesExcept(names: readonly string[], buildId: string, keep: string | null): string[] {
  const kept = keep ? accountCacheName(buildId, keep) : null;
  return names.filter((name) => name.startsWith(ACCOUNT_PREFIX) && name !== kept);
}
