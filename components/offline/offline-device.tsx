"use client";

import { OfflineKeeper } from "@/components/offline/offline-keeper";
import { OfflineStatus } from "@/components/offline/offline-status";
import { SyncRunner } from "@/components/offline/sync-runner";

/**
 * The offline web app's parts on every page of the account area (decision 0049): the keeper asks
 * the service worker to refresh this account's offline copy, the runner sends the operations
 * waiting on this device, and the status says when the page is offline or changes are waiting.
 */
export function OfflineDevice({ account }: { account: string }) {
  return (
    <>
      <OfflineKeeper account={account} />
      <SyncRunner account={account} />
      <OfflineStatus account={account} />
    </>
  );
}
