"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { createExamQuestionAction, createModuleQuestionAction, updateQuestionAction } from "@/app/(console)/admin/courses/actions";
import { SaveButton } from "@/components/catalogue/save-button";
import { useFormAction } from "@/components/catalogue/use-form-action";
import { Button } from "@/components/ui/button";
import { FieldShell, inputClasses } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";

export type EditableQuestion = { id: number; text: string; type: "single" | "multiple"; options: { text: string; correct: boolean }[] };

/**
 * A quiz or exam question with its options (text + correct). New questions go to the module
 * (`moduleId`) or, without one, to the course's final exam.
 */
export function QuestionEditor({ courseId, moduleId, question, idPrefix }: { courseId: number; moduleId?: number; question?: EditableQuestion; idPrefix: string }) {
  const t = useTranslations("adminCatalogue.question");
  const { state, onSubmit, pending, fields } = useFormAction(
    question ? updateQuestionAction.bind(null, courseId, question.id) : moduleId ? createModuleQuestionAction.bind(null, courseId, moduleId) : createExamQuestionAction.bind(null, courseId),
  );
  const blank = () => ({ text: "", correct: false });
  const [options, setOptions] = useState(question?.options ?? [{ text: "", correct: true }, blank(), blank()]);
  const [type, setType] = useState<"single" | "multiple">(question?.type ?? "single");
  const id = (name: string) => `${idPrefix}-${name}`;
  const setOption = (i: number, patch: Partial<(typeof options)[number]>) =>
    setOptions((all) => all.map((o, j) => (j === i ? { ...o, ...patch } : type === "single" && patch.correct ? { ...o, correct: false } : o)));
  // `options` (the rules) and `options.N.text` (an empty or too long option) shown together.
  const optionList = Object.entries(fields).filter(([k]) => k.startsWith("options")).flatMap(([, v]) => v);
  const optionErrors = optionList.length ? optionList : undefined;
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {state.status === "success" && question ? <FormMessage kind="success">{t("saved")}</FormMessage> : null}
      <FieldShell id={id("text")} label={t("text")} error={fields.text} required>
        <textarea id={id("text")} name="text" rows={2} required defaultValue={question?.text} aria-invalid={fields.text ? true : undefined} className={inputClasses(!!fields.text)} />
      </FieldShell>
      <FieldShell id={id("type")} label={t("type")} error={fields.type}>
        <select id={id("type")} name="type" value={type} onChange={(e) => setType(e.target.value as "single" | "multiple")} className={inputClasses(!!fields.type)}>
          <option value="single">{t("single")}</option>
          <option value="multiple">{t("multiple")}</option>
        </select>
      </FieldShell>
      <fieldset className="space-y-2" aria-describedby={optionErrors ? id("options-error") : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("options")}</legend>
        {options.map((o, i) => (
          <div key={i} className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type={type === "single" ? "radio" : "checkbox"}
                name="option_correct"
                value={i}
                checked={o.correct}
                onChange={(e) => setOption(i, { correct: e.target.checked })}
                className="size-5 accent-sky-700"
              />
              {t("correct")}
            </label>
            <label htmlFor={id(`option-${i}`)} className="sr-only">
              {t("optionN", { n: i + 1 })}
            </label>
            <input id={id(`option-${i}`)} name="option_text" value={o.text} onChange={(e) => setOption(i, { text: e.target.value })} className={`${inputClasses(false)} min-w-0 flex-1`} />
            <Button variant="ghost" size="sm" onClick={() => setOptions((all) => all.filter((_, j) => j !== i))} disabled={options.length <= 2} aria-label={t("removeOption", { n: i + 1 })}>
              ✕
            </Button>
          </div>
        ))}
        {optionErrors ? (
          <ul id={id("options-error")} className="text-sm text-red-700">
            {optionErrors.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => setOptions((all) => [...all, blank()])} disabled={options.length >= 10}>
          {t("addOption")}
        </Button>
      </fieldset>
      <SaveButton pending={pending}>{question ? t("save") : t("add")}</SaveButton>
    </form>
  );
}
