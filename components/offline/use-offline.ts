"use client";

import { useLiveQuery } from "dexie-react-hooks";
import { useSyncExternalStore } from "react";
import { deviceDb, type OperationOutcome, type QueuedOperation } from "@/lib/offline/device-db";
import { SYNC_TAG } from "@/lib/offline/names";
import { flushQueue, pendingOperations, type EnqueueInput, type FlushSummary } from "@/lib/offline/queue";

// The pages' side of the device's sync queue (decision 0049): live lists of what waits on this
// device and of what the server refused, whether the browser is online, and "send now".

/**
 * The account's operations waiting on this device, in order, kept live (they disappear once sent).
 * undefined while IndexedDB is read; [] when it cannot be (private mode): the page then shows nothing waiting.
 */
export function usePendingOperations(account: string, filter?: { path?: string; type?: EnqueueInput["type"] }): QueuedOperation[] | undefined {
  const path = filter?.path;
  const type = filter?.type;
  return useLiveQuery(
    async () => {
      if (!account) return [];
      try {
        const rows = await deviceDb().operations.where("account").equals(account).sortBy("seq");
        return rows.filter((o) => (path === undefined || o.path === path) && (type === undefined || o.type === type));
      } catch {
        return [];
      }
    },
    [account, path, type],
  );
}

/** The server's answers kept for the account with this status (newest first), live; "Discard" removes one. */
export function useOperationOutcomes(account: string, status: OperationOutcome["status"]): OperationOutcome[] | undefined {
  return useLiveQuery(
    async () => {
      if (!account) return [];
      try {
        const rows = await deviceDb().outcomes.where("account").equals(account).toArray();
        return rows.filter((r) => r.status === status).sort((a, b) => b.answered_at.localeCompare(a.answered_at));
      } catch {
        return [];
      }
    },
    [account, status],
  );
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** navigator.onLine, following the online/offline events (true while rendering on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

type FlushListener = (account: string, summary: FlushSummary) => void;
const listeners = new Set<FlushListener>();
const inFlight = new Map<string, Promise<FlushSummary | null>>();

/** Called after each flush this page runs (SyncRunner refreshes the page when something was applied). */
export function onFlushed(listener: FlushListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Sends the account's waiting operations now (one flush at a time per page; tabs and the worker
 * take turns by the Web Lock). null when the device database cannot be used.
 */
export function flushNow(account: string): Promise<FlushSummary | null> {
  const running = inFlight.get(account);
  if (running) return running;
  const run = flushQueue(account)
    .then((summary) => {
      for (const l of listeners) l(account, summary);
      return summary;
    })
    .catch(() => null)
    .finally(() => inFlight.delete(account));
  inFlight.set(account, run);
  return run;
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the service worker to flush the queue once the browser is back online (Background Sync, where the browser has it). */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    if (registration && "sync" in registration && registration.sync) await registration.sync.register(SYNC_TAG);
  } catch {
    // No worker, or the browser refused: the online event and the next page load still send.
  }
}

/** Flush now if online, else leave it to Background Sync (and to the online event and the next page load). */
export function requestSync(account: string): void {
  if (!account || typeof navigator === "undefined") return;
  if (!navigator.onLine) {
    void pendingOperations(account).then(
      (waiting) => (waiting.length ? registerBackgroundSync() : undefined),
      () => undefined,
    );
    return;
  }
  void flushNow(account).then((summary) => {
    // Online by the browser's account but no answer (a weak signal at sea): the worker tries when it can.
    if (summary?.stopped === "network" && summary.remaining > 0) void registerBackgroundSync();
  });
}
