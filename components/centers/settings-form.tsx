"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { describedBy, Field, FieldShell, inputClasses } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction, type FormState } from "@/lib/pages/form-state";

export type CenterSettingsValues = { phone: string; email: string; website: string; address: string; city: string; description: string };

/** The center's settings (PATCH /centers/{id} on the page kernel): inline errors, the typed values kept after a refusal. */
export function CenterSettingsForm({ action, current }: { action: FormAction; current: CenterSettingsValues }) {
  const [state, formAction] = useActionState(action, idleState);
  return <Fields key={state.seq} state={state} formAction={formAction} current={current} />;
}

function Fields({ state, formAction, current }: { state: FormState; formAction: (f: FormData) => void; current: CenterSettingsValues }) {
  const t = useTranslations("centers.settings");
  const errors = state.fields ?? {};
  const value = (name: keyof CenterSettingsValues) => state.values?.[name] ?? current[name];
  const descriptionError = errors.description;
  return (
    <form action={formAction} noValidate className="space-y-6">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {state.status === "success" && state.message ? <FormMessage kind="success">{state.message}</FormMessage> : null}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t("contact")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="phone" type="tel" label={t("phone")} defaultValue={value("phone")} autoComplete="tel" inputMode="tel" maxLength={32} error={errors.phone} />
          <Field name="email" type="email" label={t("email")} defaultValue={value("email")} autoComplete="email" inputMode="email" maxLength={191} error={errors.email} />
          <Field name="website" type="url" label={t("website")} defaultValue={value("website")} inputMode="url" maxLength={255} hint={t("websiteHint")} error={errors.website} className="sm:col-span-2" />
          <Field name="address" label={t("address")} defaultValue={value("address")} autoComplete="street-address" maxLength={255} error={errors.address} />
          <Field name="city" label={t("city")} defaultValue={value("city")} autoComplete="address-level2" maxLength={100} error={errors.city} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t("about")}</legend>
        <FieldShell id="field-description" label={t("descriptionField")} hint={t("descriptionHint")} error={descriptionError}>
          <textarea
            id="field-description"
            name="description"
            rows={6}
            maxLength={2000}
            defaultValue={value("description")}
            aria-invalid={!!descriptionError?.length || undefined}
            aria-describedby={describedBy("field-description", true, descriptionError)}
            className={inputClasses(!!descriptionError?.length)}
          />
        </FieldShell>
      </fieldset>
      <p className="text-sm text-slate-600">{t("clearHint")}</p>
      <SubmitButton pendingLabel={t("saving")} className="w-full sm:w-auto">
        {t("save")}
      </SubmitButton>
    </form>
  );
}
