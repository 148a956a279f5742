import { useTranslations } from "next-intl";
import { ANSWER_PREFIX, QUESTION_FIELD } from "@/components/learning/answer-fields";
import type { QuestionView } from "@/components/learning/types";

type Props = { question: QuestionView; number: number; total: number; chosen?: number[]; error?: string[] };

/** One question as a fieldset: radio buttons for single choice, checkboxes for multiple. */
export function QuestionFieldset({ question, number, total, chosen = [], error }: Props) {
  const t = useTranslations("learning.question");
  const base = `q-${question.id}`;
  const invalid = !!error?.length;
  const single = question.type === "single";
  return (
    <fieldset
      id={base}
      aria-describedby={`${base}-hint${invalid ? ` ${base}-error` : ""}`}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${invalid ? "border-red-400 ring-1 ring-red-400" : "border-slate-200"}`}
    >
      <legend className="float-left w-full">
        <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t("of", { number, total })}
        </span>
        <span className="mt-1 block font-semibold text-slate-900">{question.text}</span>
      </legend>
      <p id={`${base}-hint`} className="clear-left pt-1 text-sm text-slate-600">
        {single ? t("one") : t("all")}
      </p>
      <input type="hidden" name={QUESTION_FIELD} value={question.id} />
      <div className="mt-3 space-y-2">
        {question.options.map((o) => (
          <label
            key={o.id}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 hover:border-sky-300 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600"
          >
            <input
              type={single ? "radio" : "checkbox"}
              name={`${ANSWER_PREFIX}${question.id}`}
              value={o.id}
              defaultChecked={chosen.includes(o.id)}
              aria-invalid={invalid || undefined}
              className="mt-0.5 size-4 shrink-0 accent-sky-700"
            />
            <span>{o.text}</span>
          </label>
        ))}
      </div>
      {invalid ? (
        <ul id={`${base}-error`} className="mt-2 space-y-0.5 text-sm font-medium text-red-700">
          {error!.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
