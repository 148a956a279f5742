import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { normaliseLanguage, type Lang } from "@/lib/i18n/language";
import { gasLabel, showDate, showDepth, showMinutes, type SystemUnits } from "@/components/logbook/format";
import { SignatureBadge } from "@/components/logbook/signature-badge";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";
import { countryName } from "@/lib/geo/country-facts";

type Props = { dives: DiveLogRecord[]; units: SystemUnits; hrefOf?: (d: DiveLogRecord) => string; caption: string };

const country = (code: string | null, lang: Lang) => (code ? (countryName(code, lang) ?? code) : "—");
const defaultHref = (d: DiveLogRecord) => `/logbook/${d.id}`;

/** The dives of one page: a table from the medium breakpoint, a list of cards on phones. */
export function DiveTable({ dives, units, hrefOf = defaultHref, caption }: Props) {
  const t = useTranslations("logbook.table");
  const locale = useLocale();
  const lang = normaliseLanguage(locale) ?? "en";
  const air = t("air");
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase";
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-sm" data-testid="dive-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>{t("number")}</th>
              <th scope="col" className={th}>{t("date")}</th>
              <th scope="col" className={th}>{t("site")}</th>
              <th scope="col" className={th}>{t("country")}</th>
              <th scope="col" className={`${th} text-right`}>{t("maxDepth")}</th>
              <th scope="col" className={`${th} text-right`}>{t("time")}</th>
              <th scope="col" className={th}>{t("gas")}</th>
              <th scope="col" className={th}>{t("signature")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {dives.map((d) => (
              <tr key={d.id} className="hover:bg-slate-50">
                <td className="px-3 py-2.5 font-semibold text-slate-900 tabular-nums">{d.number}</td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">{showDate(d.date, locale)}</td>
                <td className="max-w-64 px-3 py-2.5">
                  <Link href={hrefOf(d)} className="font-medium text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600">
                    {d.location ?? t("dive", { number: d.number })}
                  </Link>
                </td>
                <td className="px-3 py-2.5 text-slate-700">{country(d.country, lang)}</td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums">{showDepth(d.max_depth, d.depth_unit, units.depth, locale)}</td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums">{showMinutes(d.dive_time)}</td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">{gasLabel(d.gas, d.gas_mix, air, d.gas_helium)}</td>
                <td className="px-3 py-2.5"><SignatureBadge dive={d} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {dives.map((d) => (
          <li key={d.id}>
            <Link href={hrefOf(d)} className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-sky-600">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-semibold text-slate-900">
                  <span className="text-slate-500">#{d.number}</span> {d.location ?? t("dive", { number: d.number })}
                </p>
                <SignatureBadge dive={d} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {showDate(d.date, locale)} · {country(d.country, lang)}
              </p>
              <p className="mt-1 text-sm text-slate-700 tabular-nums">
                {showDepth(d.max_depth, d.depth_unit, units.depth, locale)} · {showMinutes(d.dive_time)} · {gasLabel(d.gas, d.gas_mix, air, d.gas_helium)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
