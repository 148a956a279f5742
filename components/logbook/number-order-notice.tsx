import { useTranslations } from "next-intl";
import { RenumberForm } from "@/components/logbook/renumber-form";
import type { NumberOutOfOrder } from "@/lib/dive-logs/numbers-out-of-date-order";
import type { FormAction } from "@/lib/pages/form-state";

/**
 * Says why some dive numbers do not follow the dates (a dive logged late gets the next free
 * number) and offers to hand the numbers out again in date order, unless a signed dive would
 * have to change number (its signature covers it).
 */
export function NumberOrderNotice({ dives, renumber }: { dives: NumberOutOfOrder[]; renumber: FormAction }) {
  const t = useTranslations("logbook.numberOrder");
  if (!dives.length) return null;
  const blocked = dives.some((d) => d.signed);
  const numbers = dives.slice(0, 8).map((d) => `#${d.number}`).join(", ") + (dives.length > 8 ? "…" : "");
  return (
    <section aria-labelledby="number-order-title" className="mb-6 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 sm:p-5" data-testid="number-order">
      <h2 id="number-order-title" className="font-semibold">
        {t("title", { count: dives.length })}
      </h2>
      <p className="mt-1">{t("why", { numbers })}</p>
      {blocked ? (
        <p className="mt-2">{t("signed")}</p>
      ) : (
        <RenumberForm action={renumber} />
      )}
    </section>
  );
}
