import { getTranslations } from "next-intl/server";
import type { CenterFigures } from "@/lib/centers/center-figures";

const keys = ["instructors", "students_in_training", "certifications_this_year", "seats_left"] as const;

/** A center's four figures as cards (a description list: each label with its number). */
export async function FigureCards({ figures, lang }: { figures: CenterFigures; lang: string }) {
  const t = await getTranslations("centers.figures");
  const format = new Intl.NumberFormat(lang);
  return (
    <dl aria-label={t("label")} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {keys.map((key) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-slate-600">{t(key)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{format.format(figures[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
