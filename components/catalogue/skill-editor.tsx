"use client";

import { useTranslations } from "next-intl";
import { createSkillAction, updateSkillAction } from "@/app/(console)/admin/courses/actions";
import { SaveButton } from "@/components/catalogue/save-button";
import { useFormAction } from "@/components/catalogue/use-form-action";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";

export type EditableSkill = { id: number; name: string; requires_dive: boolean };

/** A skill's name and whether it needs a logged dive; without `skill`, the add form. */
export function SkillEditor({ courseId, skill, idPrefix }: { courseId: number; skill?: EditableSkill; idPrefix: string }) {
  const t = useTranslations("adminCatalogue.skill");
  const { state, onSubmit, pending, fields } = useFormAction(skill ? updateSkillAction.bind(null, courseId, skill.id) : createSkillAction.bind(null, courseId));
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <Field id={`${idPrefix}-name`} name="name" label={t("name")} defaultValue={skill?.name} error={fields.name} required maxLength={200} className="min-w-0 flex-1 basis-60" />
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="requires_dive" defaultChecked={skill?.requires_dive} className="size-5 accent-sky-700" />
        {t("requiresDive")}
      </label>
      <SaveButton pending={pending} variant={skill ? "secondary" : "primary"}>{skill ? t("save") : t("add")}</SaveButton>
      {state.status === "error" && state.message ? <FormMessage kind="error" className="basis-full">{state.message}</FormMessage> : null}
      {state.status === "success" && skill ? <p role="status" className="basis-full text-sm text-emerald-800">{t("saved")}</p> : null}
    </form>
  );
}
