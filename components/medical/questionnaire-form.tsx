"use client";

import { useTranslations } from "next-intl";

import { useActionState, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import type { MedicalStructure } from "@/lib/medical/questionnaire";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type Answer = "yes" | "no";

function YesNo({ id, text, value, onChange, error }: { id: string; text: string; value: Answer | undefined; onChange: (v: Answer) => void; error?: string[] }) {
  const t = useTranslations("medical.form");
  const errorId = `q-${id}-error`;
  return (
    <fieldset className="py-3" aria-describedby={error?.length ? errorId : undefined} data-question={id}>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-6">
        <legend className="float-left text-sm text-slate-900 sm:text-[0.95rem]">{text}</legend>
        <div className="clear-left flex gap-2 sm:clear-none">
          {(["yes", "no"] as const).map((v) => (
            <label
              key={v}
              className={`flex min-h-10 min-w-16 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600 ${
                value === v ? (v === "yes" ? "border-amber-500 bg-amber-50 text-amber-900" : "border-sky-600 bg-sky-50 text-sky-900") : "border-slate-300 bg-white text-slate-700"
              }`}
            >
              <input type="radio" name={`answers.${id}`} value={v} checked={value === v} onChange={() => onChange(v)} className="accent-sky-700" />
              {v === "yes" ? t("yes") : t("no")}
            </label>
          ))}
        </div>
      </div>
      {error?.length ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * One page of yes/no questions; a "yes" opens its follow-up group in place. The questions
 * re-mount with every answer (React resets a form after its action): after an error with the
 * answers given, after a success empty, ready to answer again.
 */
export function QuestionnaireForm({ structure, action }: { structure: MedicalStructure; action: FormAction }) {
  const t = useTranslations("medical.form");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="medical-form">
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <Questions key={state.seq} structure={structure} initial={state.status === "error" ? answersOf(state.values) : undefined} fields={state.fields} />
      <SubmitButton pendingLabel={t("submitting")}>{t("submit")}</SubmitButton>
    </form>
  );
}

/** The answers as submitted (`answers.<id>` = yes | no), by question id. */
function answersOf(values: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) if (key.startsWith("answers.")) out[key.slice("answers.".length)] = value;
  return out;
}

function Questions({ structure, initial, fields }: { structure: MedicalStructure; initial?: Record<string, string>; fields?: Record<string, string[]> }) {
  const [answers, setAnswers] = useState<Record<string, Answer>>(() => (initial ?? {}) as Record<string, Answer>);
  const groups = new Map(structure.follow_up_groups.map((g) => [g.id, g]));
  const set = (id: string) => (v: Answer) => setAnswers((a) => ({ ...a, [id]: v }));
  const errorOf = (id: string) => fields?.[`answers.${id}`];
  return (
    <ol className="divide-y divide-slate-200">
      {structure.questions.map((q, i) => {
        const group = answers[q.id] === "yes" && q.follow_up_group ? groups.get(q.follow_up_group) : undefined;
        return (
          <li key={q.id} className="flex gap-3">
            <span aria-hidden="true" className="w-6 shrink-0 pt-3 text-sm font-semibold text-slate-500">
              {i + 1}.
            </span>
            <div className="min-w-0 flex-1">
              <YesNo id={q.id} text={q.text} value={answers[q.id]} onChange={set(q.id)} error={errorOf(q.id)} />
              {group ? (
                <section aria-label={group.title} className="mb-3 rounded-xl border border-amber-200 bg-amber-50/50 px-3 sm:px-4" data-testid={`group-${group.id}`}>
                  <h3 className="pt-3 text-sm font-semibold text-amber-950">{group.title}</h3>
                  <div className="divide-y divide-amber-200/70">
                    {group.questions.map((f) => (
                      <YesNo key={f.id} id={f.id} text={f.text} value={answers[f.id]} onChange={set(f.id)} error={errorOf(f.id)} />
                    ))}
                  </div>
                </section>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
