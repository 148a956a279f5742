"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { onFlushed, requestSync } from "@/components/offline/use-offline";
import type { PageToWorker, WorkerToPage } from "@/lib/offline/names";
import type { FlushSummary } from "@/lib/offline/queue";

// Sends the operations waiting on this device (decision 0049): when an account page loads, when
// the browser comes back online, and whenever a page asks (requestSync). After a flush that
// changed something on the server — here or in the worker's Background Sync — the page is
// rendered again (the waiting rows become the server's) and the worker refreshes the offline copy.

const changedServer = (s: Pick<FlushSummary, "applied" | "conflicts"> & { duplicates?: number }) => s.applied + (s.duplicates ?? 0) + s.conflicts > 0;

export function SyncRunner({ account }: { account: string }) {
  const router = useRouter();

  useEffect(() => {
    if (!account) return;
    const refresh = () => {
      router.refresh();
      try {
        navigator.serviceWorker?.controller?.postMessage({ type: "keep", account, force: true } satisfies PageToWorker);
      } catch {
        // No worker (dev mode, blocked): nothing to refresh there.
      }
    };
    const stopListening = onFlushed((flushed, summary) => {
      if (flushed === account && changedServer(summary)) refresh();
    });
    const fromWorker = (event: MessageEvent<WorkerToPage>) => {
      if (event.data?.type === "synced" && changedServer(event.data)) refresh();
    };
    const online = () => requestSync(account);
    window.addEventListener("online", online);
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    // The page load: whatever waits from an earlier visit (or a browser closed offline) goes now.
    requestSync(account);
    return () => {
      stopListening();
      window.removeEventListener("online", online);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
    };
  }, [account, router]);

  return null;
}
