import { useLocale, useTranslations } from "next-intl";
import { formatMoney, formatRate } from "@/lib/store/money";

/** Price, VAT and total as the services computed them (the VAT line is their difference). */
export function PriceBreakdown({ price, withVat, rate, currency }: { price: number; withVat: number; rate: number; currency: string }) {
  const t = useTranslations("store.price");
  const lang = useLocale();
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <dl className="text-sm tabular-nums">
      <div className={row}>
        <dt className="text-slate-600">{t("course")}</dt>
        <dd className="text-slate-900">{formatMoney(price, currency, lang)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t("vat", { rate: formatRate(rate, lang) })}</dt>
        <dd className="text-slate-900">{formatMoney(withVat - price, currency, lang)}</dd>
      </div>
      <div className={`${row} mt-1 border-t border-slate-200 pt-3`}>
        <dt className="font-semibold text-slate-900">{t("total", { currency })}</dt>
        <dd className="text-xl font-bold text-slate-900">{formatMoney(withVat, currency, lang)}</dd>
      </div>
    </dl>
  );
}
