import type { Page } from "@playwright/test";
import { CACHE_PREFIX } from "@/lib/offline/names";

/**
 * The URLs of `urls` that the account's cache does not hold yet (reads the page's CacheStorage);
 * empty once the keep run is done. Shared by the offline e2e specs and `npm run bench:offline`.
 */
export function missingFromCache(page: Page, account: string, urls: string[]): Promise<string[]> {
  return page.evaluate(
    async ({ prefix, account, urls }) => {
      const names = (await caches.keys()).filter((n) => n.startsWith(prefix) && n.endsWith(`-${account}`));
      if (names.length !== 1) return [`${names.length} caches for the account`];
      const cache = await caches.open(names[0]!);
      const missing: string[] = [];
      for (const url of urls) if (!(await cache.match(new URL(url, location.origin).href))) missing.push(url);
      return missing;
    },
    { prefix: `${CACHE_PREFIX}account-`, account, urls },
  );
}
