import { getLocale, getTranslations } from "next-intl/server";
import type { DataExportRecord } from "@/lib/privacy/schema";
import { buttonClasses } from "@/components/ui/button";
import { intlLocale } from "@/lib/i18n/intl-locale";

const statusStyle: Record<DataExportRecord["status"], string> = {
  pending: "bg-sky-50 text-sky-800 ring-sky-200",
  ready: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  expired: "bg-slate-50 text-slate-700 ring-slate-200",
};

/** The account's exports, newest first, with the download link while one is ready. */
export async function ExportList({ exports }: { exports: DataExportRecord[] }) {
  const t = await getTranslations("profile.dataPage");
  const locale = await getLocale();
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const at = (iso: string) => `${when.format(new Date(iso))} UTC`;
  const bytes = new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: "kilobyte", maximumFractionDigits: 1 });
  return (
    <ul className="space-y-3">
      {exports.map((e) => {
        const size = e.size !== null ? bytes.format(e.size / 1000) : "—";
        return (
          <li key={e.id} data-testid="export" data-status={e.status} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <p className="font-medium text-slate-900">
                {at(e.created_at)}
                <span className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${statusStyle[e.status]}`}>
                  <span className="sr-only">{t("status.label")}: </span>
                  {t(`status.${e.status}`)}
                </span>
              </p>
              {e.download_url ? (
                <a
                  href={e.download_url}
                  download
                  className={buttonClasses("primary", "sm")}
                  aria-label={t("downloadLabel", { date: at(e.created_at), size })}
                >
                  {t("download")}
                </a>
              ) : null}
            </div>
            {e.status === "ready" ? (
              <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-500">{t("expiresAt")}</dt>
                  <dd className="text-slate-900">{e.expires_at ? at(e.expires_at) : "—"}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t("size")}</dt>
                  <dd className="text-slate-900">{size}</dd>
                </div>
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
