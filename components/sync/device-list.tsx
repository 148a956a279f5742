import { useTranslations } from "next-intl";
// The devices that uploaded operations: when each last synced and what came of its operations.

const WEB_CLIENT_PREFIX = "web-";

export type DeviceView = { clientId: string; lastSync: string; uploads: number; operations: number; outcome: string };

export function DeviceList({ devices }: { devices: DeviceView[] }) {
  const t = useTranslations("sync.device");
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {devices.map((d) => (
        <li key={d.clientId} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            {d.clientId.startsWith(WEB_CLIENT_PREFIX) ? (
              // The web app's queue names itself "web-<uuid>" (decision 0049): a browser, not an app.
              <p className="text-sm font-semibold text-slate-900">
                {t("webBrowser")} <span className="font-mono text-xs font-normal text-slate-500">{d.clientId.slice(WEB_CLIENT_PREFIX.length, WEB_CLIENT_PREFIX.length + 8)}</span>
              </p>
            ) : (
              <p className="truncate font-mono text-sm font-semibold text-slate-900">{d.clientId}</p>
            )}
            <p className="text-sm text-slate-600">{t("lastSync", { date: d.lastSync })}</p>
          </div>
          <p className="text-sm text-slate-700">
            {t("counts", { operations: d.operations, uploads: d.uploads })}
            {d.outcome ? <span className="block text-xs text-slate-500 sm:text-right">{d.outcome}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
