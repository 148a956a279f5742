import { getLocale, getTranslations } from "next-intl/server";
import { SubmitButton } from "@/components/ui/submit-button";
import { deviceLabel } from "@/lib/auth/device-label";
import type { SessionRecord } from "@/lib/auth/sessions/schema";
import { intlLocale } from "@/lib/i18n/intl-locale";

/** The account's sessions as cards: one column on a phone, facts in a row on wider screens. */
export async function SessionList({ sessions, endAction }: { sessions: SessionRecord[]; endAction: (form: FormData) => Promise<void> }) {
  const t = await getTranslations("profile.sessionsPage");
  const locale = await getLocale();
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const at = (iso: string) => `${when.format(new Date(iso))} UTC`;
  return (
    <ul className="space-y-3" aria-label={t("listLabel")}>
      {sessions.map((s) => {
        const { browser, os } = deviceLabel(s.user_agent);
        const device = browser && os ? t("deviceOn", { browser, os }) : (browser ?? os ?? s.device_name ?? t("unknownDevice"));
        return (
          <li
            key={s.id}
            data-testid="session"
            data-session-id={s.id}
            className={`rounded-2xl border bg-white p-4 shadow-sm ${s.current ? "border-sky-300 ring-1 ring-sky-200" : "border-slate-200"}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {device}
                  <span className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t(`kind.${s.kind}`)}</span>
                  {s.current ? (
                    <span className="ml-2 inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{t("thisDevice")}</span>
                  ) : null}
                </p>
                {s.device_name ? <p className="mt-0.5 text-sm text-slate-600">{s.device_name}</p> : null}
              </div>
              <form action={endAction}>
                <input type="hidden" name="id" value={s.id} />
                <SubmitButton variant="secondary" size="sm" pendingLabel={t("ending")}>
                  <span aria-hidden="true">{t("end")}</span>
                  <span className="sr-only">{t("endLabel", { device })}</span>
                </SubmitButton>
              </form>
            </div>
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
              <div className="min-w-0">
                <dt className="text-slate-500">{t("address")}</dt>
                <dd className="font-mono text-slate-900 break-all">{s.ip ?? t("unknownAddress")}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t("started")}</dt>
                <dd className="text-slate-900">{at(s.created_at)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t("lastUsed")}</dt>
                <dd className="text-slate-900">{at(s.last_used_at)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
