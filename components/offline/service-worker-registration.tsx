"use client";

import { useEffect } from "react";
import { SERVICE_WORKER_PATH } from "@/lib/offline/names";

/**
 * Registers the offline web app's service worker (decision 0049) on every page of a production
 * build; `next dev` has no public/sw.js (scripts/build-sw.ts runs after `next build`). The worker
 * script is always checked with the network (updateViaCache "none"), so a new deployment's worker
 * is found on the next visit.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/", updateViaCache: "none" }).catch(() => {
      // No worker (a private window that refuses it, an old browser): the app works online as before.
    });
  }, []);
  return null;
}
