import { formatMoney, formatRate } from "@/components/store/money";

/** Price, VAT and total as the services computed them (the VAT line is their difference). */
export function PriceBreakdown({ price, withVat, rate, currency }: { price: number; withVat: number; rate: number; currency: string }) {
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <dl className="text-sm tabular-nums">
      <div className={row}>
        <dt className="text-slate-600">Course price</dt>
        <dd className="text-slate-900">{formatMoney(price, currency)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">Your VAT ({formatRate(rate)})</dt>
        <dd className="text-slate-900">{formatMoney(withVat - price, currency)}</dd>
      </div>
      <div className={`${row} mt-1 border-t border-slate-200 pt-3`}>
        <dt className="font-semibold text-slate-900">Total ({currency})</dt>
        <dd className="text-xl font-bold text-slate-900">{formatMoney(withVat, currency)}</dd>
      </div>
    </dl>
  );
}
