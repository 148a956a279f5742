"use client";

import { useLocale, useTranslations } from "next-intl";
import { showDate, showDepth, showMinutes } from "@/components/logbook/format";
import { usePendingOperations } from "@/components/offline/use-offline";
import { WaitingBadge } from "@/components/offline/waiting-badge";
import type { DepthUnit } from "@/lib/dive-logs/units";

type Waiting = { date?: string; location?: string | null; max_depth?: number | null; depth_unit?: string | null; dive_time?: number };

/**
 * The new dives waiting on this device to be sent (logged offline), above the logbook's table:
 * one card each with its date, site, depth and time. Live: a dive leaves once the server has it,
 * and the page, refreshed by the SyncRunner, then lists it with the others.
 */
export function PendingDives({ account, depthUnit }: { account: string; depthUnit: DepthUnit }) {
  const t = useTranslations("offlineWrites.dives");
  const locale = useLocale();
  const waiting = usePendingOperations(account, { path: "/logbook", type: "dive_log.create" });
  if (!waiting?.length) return null;
  return (
    <section aria-labelledby="waiting-dives-title" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50/60 p-4 sm:p-5">
      <h2 id="waiting-dives-title" className="text-base font-semibold text-slate-900">
        {t("title", { count: waiting.length })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("description", { count: waiting.length })}</p>
      <ul className="mt-3 space-y-2">
        {waiting.map((op) => {
          const dive = op.payload as Waiting;
          const depth = typeof dive.max_depth === "number" ? showDepth(dive.max_depth, dive.depth_unit === "ft" ? "ft" : "m", depthUnit, locale) : "—";
          return (
            <li
              key={op.op_id}
              data-sync-state="pending"
              className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{dive.location || t("noSite")}</p>
                <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
                  <div className="flex gap-1">
                    <dt className="sr-only">{t("date")}</dt>
                    <dd>{showDate(dive.date ?? null, locale)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t("depth")}</dt>
                    <dd className="tabular-nums">{depth}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t("time")}</dt>
                    <dd className="tabular-nums">{showMinutes(typeof dive.dive_time === "number" ? dive.dive_time : null)}</dd>
                  </div>
                </dl>
              </div>
              <div className="shrink-0">
                <WaitingBadge />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
