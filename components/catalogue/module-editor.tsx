"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { createModuleAction, updateModuleAction } from "@/app/(console)/admin/courses/actions";
import { SaveButton } from "@/components/catalogue/save-button";
import { useFormAction } from "@/components/catalogue/use-form-action";
import { Markdown } from "@/components/learning/markdown";
import { Field, FieldShell, inputClasses } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";

export type EditableModule = { id: number; title: string; content: string; pass_mark: number };

/** Title, pass mark and Markdown content, with a live preview rendered as the diver sees it. */
export function ModuleEditor({ courseId, module, idPrefix }: { courseId: number; module?: EditableModule; idPrefix: string }) {
  const t = useTranslations("adminCatalogue.module");
  const { state, onSubmit, pending, fields } = useFormAction(module ? updateModuleAction.bind(null, courseId, module.id) : createModuleAction.bind(null, courseId));
  const [content, setContent] = useState(module?.content ?? "");
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {state.status === "success" && module ? <FormMessage kind="success">{t("saved")}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field id={id("title")} name="title" label={t("title")} defaultValue={module?.title} error={fields.title} required maxLength={160} />
        <Field id={id("pass")} name="pass_mark" label={t("passMark")} type="number" min={1} max={100} defaultValue={module?.pass_mark ?? 75} error={fields.pass_mark} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <FieldShell id={id("content")} label={t("content")} error={fields.content} hint={t("contentHint")} required>
          <textarea
            id={id("content")}
            name="content"
            rows={14}
            required
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={fields.content ? true : undefined}
            aria-describedby={`${id("content")}-hint`}
            className={`${inputClasses(!!fields.content)} font-mono text-sm`}
          />
        </FieldShell>
        <section aria-labelledby={id("preview")} className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h4 id={id("preview")} className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t("preview")}
          </h4>
          {content.trim() ? <Markdown source={content} /> : <p className="text-sm text-slate-600">{t("previewEmpty")}</p>}
        </section>
      </div>
      <SaveButton pending={pending}>{module ? t("save") : t("add")}</SaveButton>
    </form>
  );
}
