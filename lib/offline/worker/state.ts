import type { DeviceDb } from "@/lib/offline/device-db";
import { accountCacheName } from "@/lib/offline/names";
import { accountCachesExcept } from "@/lib/offline/worker/cache-names";

// The worker's current account (decision 0049), kept in the device database so it survives the
// worker's restarts. It follows the markers of the pages the worker sees and the keeper's
// messages: another account's key switches it (the other accounts' caches and `kept` rows go,
// their waiting operations stay), an empty marker makes it none, a forget (sign-out) wipes every
// account's copy. Changes run one at a time; `generation` changes with each, so a keep run of an
// account that is no longer current stops before it writes again.

export const CURRENT_ACCOUNT_SETTING = "worker.current_account";
const LAST_KEEP_PREFIX = "worker.last_keep:";
export const lastKeepSetting = (account: string) => `${LAST_KEEP_PREFIX}${account}`;

export class OfflineState {
  /** Changes whenever the current account changes or is forgotten. */
  generation = 0;
  private current: string | null | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly db: DeviceDb,
    readonly caches: CacheStorage,
    readonly buildId: string,
  ) {}

  /** The account whose pages may be served now, or null. */
  async currentAccount(): Promise<string | null> {
    if (this.current === undefined) {
      const row = await this.db.settings.get(CURRENT_ACCOUNT_SETTING);
      this.current ??= row?.value ? row.value : null;
    }
    return this.current;
  }

  /** The cache of an account's pages and images for this deployment. */
  accountCache(account: string): Promise<Cache> {
    return this.caches.open(accountCacheName(this.buildId, account));
  }

  /** A page's marker was seen: "" → no current account; a key → that account (switching if need be). */
  follow(marker: string): Promise<void> {
    return marker === "" ? this.clearCurrent() : this.switchTo(marker);
  }

  /** Makes `account` current; when it was another one (or none), deletes every other account's copy. */
  switchTo(account: string): Promise<void> {
    return this.serial(async () => {
      if ((await this.currentAccount()) === account) return;
      this.generation++;
      this.current = account;
      await this.dropAccountsExcept(account);
      await this.db.settings.put({ key: CURRENT_ACCOUNT_SETTING, value: account });
    });
  }

  /** No account is current (a page rendered signed out): nothing of an account is served offline. */
  clearCurrent(): Promise<void> {
    return this.serial(async () => {
      if ((await this.currentAccount()) === null) return;
      this.generation++;
      this.current = null;
      await this.db.settings.delete(CURRENT_ACCOUNT_SETTING);
    });
  }

  /** Sign-out: every account cache, every `kept` row and the current account go. */
  forget(): Promise<void> {
    return this.serial(async () => {
      this.generation++;
      this.current = null;
      await this.dropAccountsExcept(null);
      await this.db.settings.delete(CURRENT_ACCOUNT_SETTING);
    });
  }

  /** When the account's copy was last refreshed by this deployment's worker (ms), or null. */
  async lastKeep(account: string): Promise<number | null> {
    const row = await this.db.settings.get(lastKeepSetting(account));
    if (!row) return null;
    const [build, at] = row.value.split("|");
    return build === this.buildId && at ? Number(at) : null;
  }

  async setLastKeep(account: string, at: number): Promise<void> {
    await this.db.settings.put({ key: lastKeepSetting(account), value: `${this.buildId}|${at}` });
  }

  private async dropAccountsExcept(account: string | null): Promise<void> {
    const names = await this.caches.keys();
    await Promise.all(accountCachesExcept(names, this.buildId, account).map((name) => this.caches.delete(name)));
    await this.db.transaction("rw", this.db.kept, this.db.settings, async () => {
      if (account === null) await this.db.kept.clear();
      else await this.db.kept.where("account").notEqual(account).delete();
      await this.db.settings
        .where("key")
        .startsWith(LAST_KEEP_PREFIX)
        .filter((row) => account === null || row.key !== lastKeepSetting(account))
        .delete();
    });
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
