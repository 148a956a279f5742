"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { DiveTag, SkillStatus } from "@/components/professional/skill-status";
import type { SkillRecord } from "@/components/professional/types";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Every skill of the course; the unsigned ones have a "Sign" checkbox, signed ones are ticked. */
export function SignSkillsForm({ skills, action, writable }: { skills: SkillRecord[]; action: FormAction; writable: boolean }) {
  const [state, formAction] = useActionState(action, idleState);
  const unsigned = skills.filter((s) => !s.instructor_signed_at).length;
  const t = useTranslations("professional.signSkills");
  return (
    <form key={state.seq} action={formAction} className="space-y-4">
      <fieldset>
        <legend className="sr-only">{t("legend")}</legend>
        <div aria-hidden="true" className="flex gap-3 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <span className="min-w-5 shrink-0 whitespace-nowrap">{t("sign")}</span>
          <span className="pl-3">{t("skill")}</span>
        </div>
        <ul className="divide-y divide-slate-200" data-testid="skills">
          {skills.map((s) => {
            const id = `skill-${s.id}`;
            const signed = !!s.instructor_signed_at;
            return (
              <li key={s.id} className="flex items-start gap-3 py-3">
                <input
                  id={id}
                  type="checkbox"
                  name="skill_ids"
                  value={s.id}
                  defaultChecked={signed}
                  disabled={signed || !writable}
                  aria-describedby={`${id}-status`}
                  className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-sky-700 disabled:opacity-60"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <label htmlFor={id} className="font-medium text-slate-900">
                      <span className="sr-only">{t("sign")} </span>
                      {s.name}
                    </label>
                    {s.requires_dive ? <DiveTag /> : null}
                    {s.completed ? (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">{t("completed")}</span>
                    ) : null}
                  </div>
                  {s.description ? <p className="text-sm text-slate-600">{s.description}</p> : null}
                  <div id={`${id}-status`}>
                    <SkillStatus skill={s} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.fields?.skill_ids?.[0] ?? state.message}</FormMessage> : null}
      {writable && unsigned > 0 ? (
        <SubmitButton pendingLabel={t("signing")} className="w-full sm:w-auto">
          {t("submit")}
        </SubmitButton>
      ) : (
        <p className="text-sm text-slate-600">{writable ? t("allSigned") : t("readOnly")}</p>
      )}
    </form>
  );
}
