"use client";

import Link from "next/link";
import { useActionState } from "react";
import { idleProState, type ProAction } from "@/components/professional/form-state";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";

const levels: SelectOption[] = [
  { value: "diver", label: "Diver" },
  { value: "specialty", label: "Specialty diver" },
  { value: "professional", label: "Professional (instructor)" },
  { value: "trainer", label: "Trainer" },
  { value: "examiner", label: "Examiner" },
];

/** The request form; without an uploaded card it only points to the documents page. */
export function RecognitionForm({ action, documents }: { action: ProAction; documents: SelectOption[] }) {
  const [state, formAction] = useActionState(action, idleProState);
  const errors = state.fields;
  const v = state.values;
  const upload = (
    <Link href="/documents?kind=license" className="font-medium text-sky-800 underline hover:text-sky-950">
      Upload a picture of your card
    </Link>
  );
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-5">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {state.status === "success" && state.message ? <FormMessage kind="success">{state.message}</FormMessage> : null}
      {documents.length === 0 ? (
        <FormMessage kind="info" title="First upload your card">
          <p>The request needs a picture or scan of the card, uploaded as a license document. {upload}, then come back here.</p>
          {errors?.document_id ? <p className="mt-1 font-semibold">{errors.document_id.join(" ")}</p> : null}
        </FormMessage>
      ) : (
        <SelectField name="document_id" label="Card (license document)" options={documents} placeholder="Choose your card" defaultValue={v?.document_id} required error={errors?.document_id} hint={<>Not in the list? {upload}.</>} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="agency" label="Agency" placeholder="PADI, SSI, CMAS…" defaultValue={v?.agency} required error={errors?.agency} />
        <Field name="certification_name" label="Certification" placeholder="Open Water Diver" defaultValue={v?.certification_name} required error={errors?.certification_name} />
        <SelectField name="level" label="Level" options={levels} placeholder="Choose a level" defaultValue={v?.level} required error={errors?.level} />
        <Field name="certification_number" label="Certification number" defaultValue={v?.certification_number} required error={errors?.certification_number} autoComplete="off" />
        <Field name="issued_on" label="Issued on" type="date" defaultValue={v?.issued_on} required error={errors?.issued_on} />
      </div>
      <SubmitButton pendingLabel="Sending…" className="w-full sm:w-auto">
        Ask for recognition
      </SubmitButton>
    </form>
  );
}
