"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { flushNow } from "@/components/offline/use-offline";
import { Button } from "@/components/ui/button";
import { deviceDb } from "@/lib/offline/device-db";
import { pageAccountKey } from "@/lib/offline/page-account";
import { forgetDevice, pendingOperations } from "@/lib/offline/queue";
import { CURRENT_ACCOUNT_SETTING } from "@/lib/offline/worker/state";

// Sign-out on a device that kept the account offline (decision 0049): send what waits when
// online (at most 8 s), ask before discarding what still waits, delete the account's rows and
// cached pages from the device and tell the worker, and only then end the session. Nothing here
// may keep a person signed in: with no service worker, IndexedDB unavailable (private mode) or any
// error, the session still ends.

const FLUSH_LIMIT_MS = 8_000;
const FORGET_LIMIT_MS = 3_000;

/** `work`'s answer, or `fallback` when it fails or takes longer than `ms`. */
function bounded<T>(work: () => Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    work().then(
      (v) => (clearTimeout(timer), resolve(v)),
      () => (clearTimeout(timer), resolve(fallback)),
    );
  });
}

/** Outside the account area the page names no account: the worker's current one is the account signing out. */
const workerAccount = () => bounded(async () => (await deviceDb().settings.get(CURRENT_ACCOUNT_SETTING))?.value || null, FORGET_LIMIT_MS, null);

const waitingCount = (account: string) => bounded(async () => (await pendingOperations(account)).length, FORGET_LIMIT_MS, 0);

export type DeviceSignOutPhase = "idle" | "sending" | "asking" | "leaving";

/**
 * `leave(end, { ask })`: the device steps, then `end()` (next-auth's signOut). Resolves false when
 * the person chose to stay signed in. `ask: false` skips the flush and the question (the account
 * is already gone: nothing could be sent). Render `dialog` once.
 */
export function useDeviceSignOut(): { leave: (end: () => Promise<unknown>, options?: { ask?: boolean }) => Promise<boolean>; phase: DeviceSignOutPhase; dialog: ReactNode } {
  const t = useTranslations("offlineSync.signOut");
  const [phase, setPhase] = useState<DeviceSignOutPhase>("idle");
  const [unsent, setUnsent] = useState(0);
  const [mounted, setMounted] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const answer = useRef<((leave: boolean) => void) | null>(null);
  const id = useId();

  useEffect(() => setMounted(true), []);

  const decide = (leave: boolean) => {
    const resolve = answer.current;
    answer.current = null;
    if (dialog.current?.open) dialog.current.close();
    resolve?.(leave);
  };

  const ask = (count: number) =>
    new Promise<boolean>((resolve) => {
      setUnsent(count);
      answer.current = resolve;
      // The dialog is in the page already (rendered while idle): open it on the next frame, once the count shows.
      requestAnimationFrame(() => {
        const d = dialog.current;
        if (!d) return decide(true);
        try {
          d.showModal();
        } catch {
          // No <dialog> support: the browser's own confirmation.
          decide(window.confirm(`${t("title")}\n\n${t("body", { count })}`));
        }
      });
    });

  const leave = async (end: () => Promise<unknown>, options: { ask?: boolean } = {}) => {
    let account: string | null = null;
    try {
      account = pageAccountKey() || (await workerAccount());
    } catch {
      account = null;
    }
    if (account && options.ask !== false) {
      let waiting = await waitingCount(account);
      if (waiting > 0 && navigator.onLine) {
        setPhase("sending");
        await bounded(() => flushNow(account!), FLUSH_LIMIT_MS, null);
        waiting = await waitingCount(account);
      }
      if (waiting > 0) {
        setPhase("asking");
        if (!(await ask(waiting))) {
          setPhase("idle");
          return false;
        }
      }
    }
    setPhase("leaving");
    // With no account known (no worker, nothing kept) the caches and the worker's account are still forgotten.
    await bounded(() => forgetDevice(account ?? ""), FORGET_LIMIT_MS, undefined);
    try {
      await end();
    } catch (e) {
      // The session could not be ended (offline): the device is already forgotten; the button works again.
      setPhase("idle");
      throw e;
    }
    return true;
  };

  const element = (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => {
        e.preventDefault();
        decide(false);
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <div id={`${id}-body`} className="mt-2 space-y-2 text-sm text-slate-700">
        <p>{t("body", { count: unsent })}</p>
        <p>{t("hint")}</p>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => decide(false)} autoFocus>
          {t("stay")}
        </Button>
        <Button variant="danger" onClick={() => decide(true)}>
          {t("confirm")}
        </Button>
      </div>
    </dialog>
  );

  return { leave, phase, dialog: mounted ? createPortal(element, document.body) : null };
}
