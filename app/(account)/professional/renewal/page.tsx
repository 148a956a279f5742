import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { renewMembership } from "@/app/(account)/professional/renewal/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { AccessRefused } from "@/components/professional/access-refused";
import { formatDay } from "@/components/professional/classroom-labels";
import { RenewalHistory } from "@/components/professional/renewal-history";
import { BuyForm } from "@/components/store/buy-form";
import { formatMoney, formatRate } from "@/components/store/money";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { getRenewals } from "@/lib/professional/get-renewals";

export const metadata: Metadata = { title: "Membership renewal" };

const tones = { active: "bg-emerald-100 text-emerald-900", expired: "bg-red-100 text-red-900", suspended: "bg-amber-100 text-amber-950" } as const;

export default async function RenewalPage() {
  const user = await requireSessionUser("/professional/renewal");
  const refusal = await pageRefusal(user.id, "professional");
  if (refusal) return <AccessRefused title="Membership renewal" reason={refusal} />;
  const r = await getRenewals(user.id, await pageLanguage());
  const status = r.professional_status_code;

  return (
    <>
      <PageHeader title="Membership renewal" description="Your professional membership: its dates, its status and the yearly renewal." />
      {status === "expired" ? (
        <FormMessage kind="warning" title="Your membership has expired" className="mb-6">
          You can still see your students, but you cannot sign skills or dive logs or enrol students until you renew.
        </FormMessage>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-start">
        <Card title="Your membership">
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Status</dt>
              <dd className="mt-1">
                <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${status ? tones[status] : "bg-slate-100"}`} data-testid="professional-status">
                  {r.professional_status ?? "Not assigned"}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Last renewed</dt>
              <dd className="mt-1 font-medium text-slate-900">{formatDay(r.renewal_date)}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Valid until</dt>
              <dd className="mt-1 font-medium text-slate-900" data-testid="expire-date">
                {formatDay(r.expire_date)}
              </dd>
            </div>
          </dl>
        </Card>
        <Card title="Renew for 12 months" description="The new year starts when the current one ends (or today, if it has already ended).">
          <dl className="mb-4 divide-y divide-slate-100 text-sm">
            <div className="flex justify-between py-2">
              <dt className="text-slate-600">Yearly fee</dt>
              <dd className="tabular-nums text-slate-900">{formatMoney(r.price, r.currency)}</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt className="text-slate-600">VAT ({formatRate(r.vat_rate)})</dt>
              <dd className="tabular-nums text-slate-900">{formatMoney(r.price_with_vat - r.price, r.currency)}</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt className="font-semibold text-slate-900">Total</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900" data-testid="renewal-price">
                {formatMoney(r.price_with_vat, r.currency)}
              </dd>
            </div>
          </dl>
          {status === "suspended" ? (
            <FormMessage kind="info">A suspended membership cannot be renewed online. Please contact your dive center.</FormMessage>
          ) : (
            <BuyForm action={renewMembership} course="membership" label={`Renew for ${formatMoney(r.price_with_vat, r.currency)}`} />
          )}
        </Card>
      </div>
      <Card title="History" className="mt-6">
        <RenewalHistory history={r.history} />
      </Card>
    </>
  );
}
