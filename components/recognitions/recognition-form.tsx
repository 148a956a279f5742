"use client";

import { useTranslations } from "next-intl";

import Link from "next/link";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

const levelCodes = ["diver", "specialty", "professional", "trainer", "examiner"] as const;

/** The request form; without an uploaded card it only points to the documents page. */
export function RecognitionForm({ action, documents }: { action: FormAction; documents: SelectOption[] }) {
  const t = useTranslations("recognitions.form");
  const levels: SelectOption[] = levelCodes.map((value) => ({ value, label: t(`levels.${value}`) }));
  const [state, formAction] = useActionState(action, idleState);
  const errors = state.fields;
  const v = state.values;
  const upload = (
    <Link href="/documents?kind=license" className="font-medium text-sky-800 underline hover:text-sky-950">
      {t("upload")}
    </Link>
  );
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-5">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {state.status === "success" && state.message ? <FormMessage kind="success">{state.message}</FormMessage> : null}
      {documents.length === 0 ? (
        <FormMessage kind="info" title={t("firstUpload")}>
          <p>{t.rich("needsCard", { upload: () => upload })}</p>
          {errors?.document_id ? <p className="mt-1 font-semibold">{errors.document_id.join(" ")}</p> : null}
        </FormMessage>
      ) : (
        <SelectField name="document_id" label={t("card")} options={documents} placeholder={t("chooseCard")} defaultValue={v?.document_id} required error={errors?.document_id} hint={<>{t.rich("notInList", { upload: () => upload })}</>} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="agency" label={t("agency")} placeholder="PADI, SSI, CMAS…" defaultValue={v?.agency} required error={errors?.agency} />
        <Field name="certification_name" label={t("certification")} placeholder="Open Water Diver" defaultValue={v?.certification_name} required error={errors?.certification_name} />
        <SelectField name="level" label={t("level")} options={levels} placeholder={t("chooseLevel")} defaultValue={v?.level} required error={errors?.level} />
        <Field name="certification_number" label={t("number")} defaultValue={v?.certification_number} required error={errors?.certification_number} autoComplete="off" />
        <Field name="issued_on" label={t("issuedOn")} type="date" defaultValue={v?.issued_on} required error={errors?.issued_on} />
      </div>
      <SubmitButton pendingLabel={t("sending")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
