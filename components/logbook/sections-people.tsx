import { useTranslations } from "next-intl";
import type { SkillOption } from "@/components/logbook/options";
import type { SectionProps } from "@/components/logbook/sections-dive";
import { FormSection } from "@/components/profile/form-section";
import { describedBy, Field, FieldShell, inputClasses } from "@/components/ui/field";

/** Buddy & instructor, training link, notes. */
export function PeopleSections({ v, e, skills }: SectionProps & { skills: readonly SkillOption[] }) {
  const t = useTranslations("logbook.form");
  const groups = [...new Set(skills.map((s) => s.group))];
  const skillError = e("skill_id", "skill_log_id");
  const commentsError = e("comments");
  return (
    <>
      <FormSection title={t("people.title")} description={t("people.description")}>
        <Field name="buddy" label={t("buddy")} defaultValue={v("buddy")} error={e("buddy")} maxLength={255} autoComplete="off" />
        <Field
          name="instructor_member_id"
          id="field-instructor"
          label={t("instructor")}
          defaultValue={v("instructor_member_id")}
          error={e("instructor_id")}
          placeholder="IT26-104-512"
          autoComplete="off"
          hint={t("instructorHint")}
        />
      </FormSection>

      <FormSection title={t("training.title")} description={t("training.description")}>
        <input type="hidden" name="skill_id_was" value={v("skill_id_was")} />
        <FieldShell id="field-skill" label={t("skill")} error={skillError} hint={skills.length ? undefined : t("noSkills")} className="sm:col-span-2">
          <select
            id="field-skill"
            name="skill_id"
            defaultValue={v("skill_id")}
            disabled={!skills.length && !v("skill_id")}
            aria-invalid={!!skillError || undefined}
            aria-describedby={describedBy("field-skill", !skills.length, skillError)}
            className={inputClasses(!!skillError)}
          >
            <option value="">{t("notTraining")}</option>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {skills.filter((s) => s.group === group).map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FieldShell>
      </FormSection>

      <FormSection title={t("notes")}>
        <FieldShell id="field-comments" label={t("comments")} error={commentsError} className="sm:col-span-2">
          <textarea
            id="field-comments"
            name="comments"
            rows={4}
            maxLength={5000}
            defaultValue={v("comments")}
            aria-invalid={!!commentsError || undefined}
            aria-describedby={describedBy("field-comments", undefined, commentsError)}
            className={inputClasses(!!commentsError)}
          />
        </FieldShell>
      </FormSection>
    </>
  );
}
