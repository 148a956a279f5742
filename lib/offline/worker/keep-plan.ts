import type { KeptEntry } from "@/lib/offline/names";
import type { KeptPage } from "@/lib/offline/device-db";
import { keptUrl } from "@/lib/offline/worker/urls";

// The keep run's diff (decision 0049): given the keep list the server sent, the `kept` rows of the
// account and the URLs its cache holds, what to fetch (new, changed or lost from the cache) and
// what to delete (no longer listed). URLs are compared absolute (lib/offline/worker/urls.ts).

export type KeepPlan = {
  /** Entries to fetch, their url made absolute, in the list's order. */
  fetch: KeptEntry[];
  /** Absolute URLs to delete from the cache and the `kept` rows. */
  remove: string[];
  /** Listed entries already kept at their version (nothing to do). */
  unchanged: number;
};

export function planKeep(entries: readonly KeptEntry[], rows: readonly Pick<KeptPage, "url" | "version">[], cachedUrls: ReadonlySet<string>, origin: string): KeepPlan {
  const listed = new Map<string, KeptEntry>();
  for (const entry of entries) {
    const url = keptUrl(entry.url, origin);
    if (url && !listed.has(url)) listed.set(url, { ...entry, url });
  }
  const versions = new Map(rows.map((row) => [row.url, row.version]));
  const fetch: KeptEntry[] = [];
  let unchanged = 0;
  for (const entry of listed.values()) {
    if (versions.get(entry.url) === entry.version && cachedUrls.has(entry.url)) unchanged++;
    else fetch.push(entry);
  }
  const remove = new Set<string>();
  for (const row of rows) if (!listed.has(row.url)) remove.add(row.url);
  for (const url of cachedUrls) if (!listed.has(url)) remove.add(url);
  return { fetch, remove: [...remove], unchanged };
}
