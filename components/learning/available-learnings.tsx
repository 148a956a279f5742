import { useTranslations } from "next-intl";
import { EnrolForm } from "@/components/learning/enrol-form";
import { plural } from "@/components/learning/format";
import type { AvailableLearning } from "@/components/learning/types";
import type { FormState } from "@/lib/pages/form-state";

/** `enrol` takes the learning's code first (bound here, one per learning). */
type Props = { learnings: AvailableLearning[]; enrol: (learning: string, prev: FormState, form: FormData) => Promise<FormState> };

/** Free learnings the diver can still enrol in, each with its "Enrol" button. */
export function AvailableLearnings({ learnings, enrol }: Props) {
  const t = useTranslations("learning.free");
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("label")}>
      {learnings.map((l) => (
        <li key={l.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-learning={l.code}>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {l.code} · free
          </p>
          <h3 className="mt-1 text-base font-semibold text-slate-900">{l.name}</h3>
          {l.description ? <p className="mt-1 flex-1 text-sm text-slate-600">{l.description}</p> : <div className="flex-1" />}
          <p className="mt-3 text-xs text-slate-500">
            {plural(l.modules_count, "module")} · available for {plural(l.validity_months, "month")} after enrolling
          </p>
          <div className="mt-4">
            <EnrolForm action={enrol.bind(null, l.code)} name={l.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
