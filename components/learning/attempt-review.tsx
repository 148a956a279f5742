import { useTranslations } from "next-intl";
import { Icon } from "@/components/learning/icons";
import { Badge } from "@/components/learning/status-badge";
import type { AttemptResultView, ChosenOptions, QuestionView } from "@/components/learning/types";

type Props = { questions: QuestionView[]; review: AttemptResultView["review"]; chosen: ChosenOptions };

function optionStyle(isCorrect: boolean | null, picked: boolean) {
  if (isCorrect) return "border-emerald-500 bg-emerald-50";
  if (picked && isCorrect === false) return "border-red-300 bg-red-50";
  if (picked) return "border-sky-400 bg-sky-50";
  return "border-slate-200";
}

/** Each question marked right or wrong, the diver's answers, and the correct options when shown. */
export function AttemptReview({ questions, review, chosen }: Props) {
  const t = useTranslations("learning.review");
  const byId = new Map(review.map((r) => [r.question_id, r]));
  const hidden = review.some((r) => r.correct_option_ids === null);
  return (
    <section aria-labelledby="review-heading" className="space-y-4">
      <h2 id="review-heading" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      {hidden ? (
        <p className="text-sm text-slate-600">{t("hidden")}</p>
      ) : null}
      {!questions.length ? (
        <ol className="grid gap-2 sm:grid-cols-2">
          {review.map((r, i) => (
            <li key={r.question_id} className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
              <span>{t("question", { number: i + 1 })}</span>
              {r.correct ? <Badge tone="emerald">{t("right")}</Badge> : <Badge tone="red">{t("wrong")}</Badge>}
            </li>
          ))}
        </ol>
      ) : null}
      <ol className="space-y-4">
        {questions.map((q, i) => {
          const item = byId.get(q.id);
          const right = item?.correct ?? false;
          const correctIds = item?.correct_option_ids ?? null;
          const picked = chosen[String(q.id)] ?? [];
          return (
            <li key={q.id} className={`rounded-2xl border bg-white p-4 sm:p-5 ${right ? "border-emerald-300" : "border-red-300"}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("question", { number: i + 1 })}</span>
                {right ? (
                  <Badge tone="emerald"><Icon name="check" className="size-3.5" />{t("right")}</Badge>
                ) : (
                  <Badge tone="red"><Icon name="cross" className="size-3.5" />{t("wrong")}</Badge>
                )}
              </div>
              <p className="mt-1 font-semibold text-slate-900">{q.text}</p>
              <ul className="mt-3 space-y-2" aria-label={t("options", { number: i + 1 })}>
                {q.options.map((o) => {
                  const isCorrect = correctIds ? correctIds.includes(o.id) : null;
                  const mine = picked.includes(o.id);
                  return (
                    <li key={o.id} className={`rounded-lg border px-3 py-2 text-sm sm:flex sm:items-start sm:gap-3 ${optionStyle(isCorrect, mine)}`}>
                      <span className="block text-slate-800 sm:flex-1">{o.text}</span>
                      {mine || isCorrect ? (
                        <span className="mt-1.5 flex flex-wrap gap-1.5 sm:mt-0 sm:shrink-0">
                          {mine ? <Badge tone={isCorrect === false ? "red" : "sky"}>{t("yourAnswer")}</Badge> : null}
                          {isCorrect ? <Badge tone="emerald"><Icon name="check" className="size-3.5" />{t("correctAnswer")}</Badge> : null}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
