"use client";

import { useTranslations } from "next-intl";

import { useActionState, useState } from "react";
import { ResultLink } from "@/components/search/search-shell";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";
import type { DiverResult } from "@/lib/search/serializers";

function Results({ results }: { results: DiverResult[] }) {
  const t = useTranslations("search.diver");
  if (results.length === 0) {
    return (
      <EmptyState
        title={t("none")}
        description={t("noneText")}
      />
    );
  }
  return (
    <ul className="space-y-3" aria-label={t("matches")}>
      {results.map((d) => (
        <li key={d.member_id}>
          <ResultLink
            href={`/verify/${d.member_id}`}
            title={d.full_name ?? t("member")}
            lines={[
              <span key="id" className="font-mono">{d.member_id}</span>,
              d.highest_certification ? `${d.highest_certification}${d.certified_at ? ` · ${t("certified", { date: d.certified_at })}` : ""}` : t("noCertification"),
              d.status,
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

/** Member ID, or first name + last name + date of birth; exact matches only, shown below the form. */
export function DiverCheckForm({ action }: { action: FormAction<DiverResult[]> }) {
  const t = useTranslations("search.diver");
  const [state, formAction] = useActionState(action, idleState);
  const [mode, setMode] = useState<"member_id" | "name">("member_id");
  const errors = state.fields;
  return (
    <div className="space-y-6">
      <form key={state.seq} action={formAction} noValidate className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("searchBy")}</legend>
          <div className="mt-2 flex flex-wrap gap-4 text-sm">
            {(["member_id", "name"] as const).map((m) => (
              <label key={m} className="flex min-h-10 items-center gap-2">
                <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="size-4" />
                {m === "member_id" ? t("byMemberId") : t("byName")}
              </label>
            ))}
          </div>
        </fieldset>
        {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
        {mode === "member_id" ? (
          <Field name="member_id" label={t("memberId")} placeholder="IT14-729-985" defaultValue={state.values?.member_id} autoComplete="off" required error={errors?.member_id} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <Field name="first_name" label={t("firstName")} defaultValue={state.values?.first_name} autoComplete="off" required error={errors?.first_name} />
            <Field name="last_name" label={t("lastName")} defaultValue={state.values?.last_name} autoComplete="off" required error={errors?.last_name} />
            <Field name="dob" label={t("dob")} type="date" defaultValue={state.values?.dob} required error={errors?.dob} />
          </div>
        )}
        <SubmitButton pendingLabel={t("checking")} className="w-full sm:w-auto">
          {t("check")}
        </SubmitButton>
      </form>
      {state.status === "success" && state.data ? (
        <section aria-live="polite" aria-label={t("result")}>
          <Results results={state.data} />
        </section>
      ) : null}
    </div>
  );
}
