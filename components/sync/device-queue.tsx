"use client";

import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { flushNow, useOnline, useOperationOutcomes, usePendingOperations } from "@/components/offline/use-offline";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { OperationOutcome } from "@/lib/offline/device-db";
import { dismissOutcome } from "@/lib/offline/queue";

// /sync, "Waiting on this device": the changes this browser made offline that the server has not
// answered yet (decision 0049), a "Send now" while online, and the ones the server refused, with
// its words, to fix or discard. Read from the device's IndexedDB, live; conflicts come from the
// server in the page's own section.

type Status = { kind: "info" | "error"; text: string } | null;

/**
 * The server's words for a refused operation: each field's error once (the message repeats the
 * first of them, "(and N more errors)"), or the message alone when no field is named.
 */
function refusalWords(o: OperationOutcome): { message: string; details: string[] } {
  const details = [...new Set(Object.values(o.errors ?? {}).flat())];
  return details.length ? { message: "", details } : { message: o.message ?? "", details: [] };
}

export function DeviceQueue({ account }: { account: string }) {
  const t = useTranslations("offlineSync.device");
  const locale = useLocale();
  const online = useOnline();
  const pending = usePendingOperations(account);
  const rejected = useOperationOutcomes(account, "rejected");
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const when = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
  };

  const sendNow = async () => {
    setSending(true);
    setStatus(null);
    const summary = await flushNow(account);
    setSending(false);
    if (!summary) setStatus({ kind: "error", text: t("notReached") });
    else if (summary.stopped === "unauthenticated") setStatus({ kind: "error", text: t("signedOut") });
    else if (summary.stopped === "refused") setStatus({ kind: "error", text: t("refusedRequest") });
    else if (summary.stopped === "network") setStatus({ kind: "error", text: t("notReached") });
    else {
      const refused = summary.rejected + summary.conflicts;
      setStatus({ kind: "info", text: refused ? `${t("sent", { count: summary.sent })} ${t("sentRefused", { count: refused })}` : t("sent", { count: summary.sent }) });
    }
  };

  const discard = async (o: OperationOutcome) => {
    try {
      await dismissOutcome(account, o.op_id);
      setStatus({ kind: "info", text: t("discarded", { label: o.label }) });
    } catch {
      setStatus({ kind: "error", text: t("discardFailed") });
    }
  };

  const loading = pending === undefined || rejected === undefined;
  const nothing = !loading && pending.length === 0 && rejected.length === 0;

  return (
    <section aria-labelledby="device-queue-heading" className="space-y-3" aria-busy={loading || undefined}>
      <div>
        <h2 id="device-queue-heading" className="text-lg font-semibold text-slate-900">
          {t("heading")}
          {pending?.length ? <span className="font-normal text-slate-500"> ({pending.length})</span> : null}
        </h2>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      <p role="status" aria-live="polite" className={status ? (status.kind === "error" ? "text-sm text-red-800" : "text-sm text-emerald-800") : "sr-only"}>
        {status?.text ?? ""}
      </p>
      {loading ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600">{t("loading")}</p>
      ) : nothing ? (
        <EmptyState title={t("empty")} description={t("emptyText")} />
      ) : null}

      {pending?.length ? (
        <div className="space-y-3">
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {pending.map((op) => (
              <li key={op.op_id} data-sync-state="pending" className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-words text-sm font-semibold text-slate-900">{op.label}</p>
                  <p className="text-sm text-slate-600">{t("madeAt", { date: when(op.client_time) })}</p>
                </div>
                <span className="inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-600" />
                  {t("pending")}
                </span>
              </li>
            ))}
          </ul>
          {online ? (
            <Button onClick={() => void sendNow()} disabled={sending} aria-disabled={sending} className="w-full sm:w-auto">
              {sending ? t("sending") : t("sendNow")}
            </Button>
          ) : (
            <p className="text-sm text-slate-700">{t("offlineHint")}</p>
          )}
        </div>
      ) : null}

      {rejected?.length ? (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">{t("rejectedHeading")}</h3>
          <p className="text-sm text-slate-600">{t("rejectedText")}</p>
          <ul className="space-y-3">
            {rejected.map((o) => {
              const words = refusalWords(o);
              const headingId = `refused-${o.op_id}`;
              return (
                <li key={o.op_id} aria-labelledby={headingId} data-sync-state="rejected" className="rounded-2xl border border-red-200 bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h4 id={headingId} className="break-words text-sm font-semibold text-slate-900">{o.label}</h4>
                    <p className="text-xs text-slate-600">{t("refusedAt", { date: when(o.answered_at) })}</p>
                  </div>
                  {words.message ? <p className="mt-2 text-sm text-red-900">{words.message}</p> : null}
                  {words.details.length ? (
                    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-red-900">
                      {words.details.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  ) : null}
                  <div className="mt-3 flex flex-col gap-2 sm:flex-row">
                    <Link href={o.path} className="inline-flex min-h-9 items-center text-sm font-medium text-sky-800 underline underline-offset-2 hover:text-sky-900">
                      {t("open")}
                    </Link>
                    <Button variant="secondary" size="sm" onClick={() => void discard(o)} aria-label={t("discardLabel", { label: o.label })} className="sm:ml-auto">
                      {t("discard")}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
