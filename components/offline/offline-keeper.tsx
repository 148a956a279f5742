"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { PageToWorker, WorkerToPage } from "@/lib/offline/names";

/**
 * On every page of the account area (decision 0049): once the page has loaded, asks the service
 * worker to refresh this account's offline copy (the worker throttles it to once in 10 minutes),
 * again when a new deployment's worker takes over (it starts with no copy: caches are per build)
 * and when the network comes back, and tells screen readers, politely, when the pages have been
 * saved on the device.
 */
export function OfflineKeeper({ account }: { account: string }) {
  const t = useTranslations("offline.keeper");
  const [saved, setSaved] = useState<number | null>(null);

  useEffect(() => {
    if (!account || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    let cancelled = false;
    const ask = (worker: ServiceWorker | null | undefined) => {
      if (!cancelled && worker) worker.postMessage({ type: "keep", account } satisfies PageToWorker);
    };
    const start = () => {
      if (container.controller) ask(container.controller);
      else void container.ready.then((registration) => ask(registration.active));
    };
    const onMessage = (event: MessageEvent<WorkerToPage>) => {
      const message = event.data;
      if (message?.type === "keep-progress" && message.total > 0 && message.done === message.total) setSaved(message.total);
    };
    const again = () => ask(container.controller);
    container.addEventListener("message", onMessage);
    container.addEventListener("controllerchange", again);
    window.addEventListener("online", again);
    // After the page's own resources: keeping the copy must not slow the page down.
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      container.removeEventListener("message", onMessage);
      container.removeEventListener("controllerchange", again);
      window.removeEventListener("online", again);
      window.removeEventListener("load", start);
    };
  }, [account]);

  return (
    <p aria-live="polite" className="sr-only">
      {saved !== null ? t("saved", { count: saved }) : ""}
    </p>
  );
}
