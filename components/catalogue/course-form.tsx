"use client";

import { useTranslations } from "next-intl";
import { createCourseAction, updateCourseAction } from "@/app/(console)/admin/courses/actions";
import { useFormAction } from "@/components/catalogue/use-form-action";
import { Field, FieldShell, inputClasses } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SaveButton } from "@/components/catalogue/save-button";
import { courseLevels } from "@/lib/learning/record-schema";

export type CourseFormValues = {
  id: number; code: string; name: string; level: string; price: number; validity_months: number; min_age: number;
  description: string; prerequisites: string[]; iso_equivalent: string | null;
};

/** The course's own fields: the create form on the list page, the edit form on the course page. */
export function CourseForm({ course, levelLabels }: { course?: CourseFormValues; levelLabels: Record<string, string> }) {
  const t = useTranslations("adminCatalogue.course");
  const { state, onSubmit, pending, fields: f } = useFormAction(course ? updateCourseAction.bind(null, course.id) : createCourseAction);
  const prereqErrors = Object.entries(f).filter(([k]) => k.startsWith("prerequisites")).flatMap(([, v]) => v);
  const id = (name: string) => `course-${course?.id ?? "new"}-${name}`;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {state.status === "success" && course ? <FormMessage kind="success">{t("saved")}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("code")} name="code" label={t("code")} defaultValue={course?.code} error={f.code} required maxLength={30} hint={t("codeHint")} />
        <Field id={id("name")} name="name" label={t("name")} defaultValue={course?.name} error={f.name} required maxLength={120} />
        <SelectField id={id("level")} name="level" label={t("level")} defaultValue={course?.level ?? "diver"} error={f.level} required options={courseLevels.map((l) => ({ value: l, label: levelLabels[l] ?? l }))} />
        <Field id={id("price")} name="price" label={t("price")} defaultValue={course ? (course.price / 100).toFixed(2) : ""} error={f.price} required inputMode="decimal" hint={t("priceHint")} />
        <Field id={id("validity")} name="validity_months" label={t("validity")} type="number" min={1} max={120} defaultValue={course?.validity_months ?? 6} error={f.validity_months} required />
        <Field id={id("minAge")} name="min_age" label={t("minAge")} type="number" min={8} max={99} defaultValue={course?.min_age ?? 10} error={f.min_age} required />
        <Field id={id("prereq")} name="prerequisites" label={t("prerequisites")} defaultValue={course?.prerequisites.join(", ")} error={prereqErrors} hint={t("prerequisitesHint")} />
        <Field id={id("iso")} name="iso_equivalent" label={t("iso")} defaultValue={course?.iso_equivalent ?? ""} error={f.iso_equivalent} maxLength={60} />
      </div>
      <FieldShell id={id("description")} label={t("description")} error={f.description} required>
        <textarea
          id={id("description")}
          name="description"
          rows={4}
          required
          defaultValue={course?.description}
          aria-invalid={f.description ? true : undefined}
          aria-describedby={f.description ? `${id("description")}-error` : undefined}
          className={inputClasses(!!f.description)}
        />
      </FieldShell>
      <SaveButton pending={pending}>{course ? t("save") : t("create")}</SaveButton>
    </form>
  );
}
