import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { renewMembership } from "@/app/(account)/professional/renewal/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { AccessRefused } from "@/components/professional/access-refused";
import { formatDay } from "@/components/learning/format";
import { RenewalHistory } from "@/components/professional/renewal-history";
import { BuyForm } from "@/components/store/buy-form";
import { formatMoney, formatRate } from "@/lib/store/money";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { getRenewals } from "@/lib/professional/get-renewals";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.renewal");
  return { title: t("title") };
}

const tones = { active: "bg-emerald-100 text-emerald-900", expired: "bg-red-100 text-red-900", suspended: "bg-amber-100 text-amber-950" } as const;

export default async function RenewalPage() {
  const user = await requireSessionUser("/professional/renewal");
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("professional.renewal");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const lang = await pageLanguage();
  const r = await getRenewals(user.id, lang);
  const money = (cents: number) => formatMoney(cents, r.currency, lang);
  const status = r.professional_status_code;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {status === "expired" ? (
        <FormMessage kind="warning" title={t("expiredTitle")} className="mb-6">
          {t("expiredText")}
        </FormMessage>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-start">
        <Card title={t("yours")}>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("status")}</dt>
              <dd className="mt-1">
                <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${status ? tones[status] : "bg-slate-100"}`} data-testid="professional-status">
                  {r.professional_status ?? t("notAssigned")}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("lastRenewed")}</dt>
              <dd className="mt-1 font-medium text-slate-900">{formatDay(r.renewal_date, lang)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("validUntil")}</dt>
              <dd className="mt-1 font-medium text-slate-900" data-testid="expire-date">
                {formatDay(r.expire_date, lang)}
              </dd>
            </div>
          </dl>
        </Card>
        <Card title={t("renew")} description={t("renewText")}>
          <dl className="mb-4 divide-y divide-slate-100 text-sm">
            <div className="flex justify-between py-2">
              <dt className="text-slate-600">{t("fee")}</dt>
              <dd className="tabular-nums text-slate-900">{money(r.price)}</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt className="text-slate-600">{t("vat", { rate: formatRate(r.vat_rate, lang) })}</dt>
              <dd className="tabular-nums text-slate-900">{money(r.price_with_vat - r.price)}</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt className="font-semibold text-slate-900">{t("total")}</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900" data-testid="renewal-price">
                {money(r.price_with_vat)}
              </dd>
            </div>
          </dl>
          {status === "suspended" ? (
            <FormMessage kind="info">{t("suspended")}</FormMessage>
          ) : (
            <BuyForm action={renewMembership} label={t("renewFor", { amount: money(r.price_with_vat) })} />
          )}
        </Card>
      </div>
      <Card title={t("history")} className="mt-6">
        <RenewalHistory history={r.history} lang={lang} />
      </Card>
    </>
  );
}
