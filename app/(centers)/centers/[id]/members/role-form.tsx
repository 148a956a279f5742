"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** A member's role as a select with its own save button (`action` bound to the center and the member). */
export function RoleForm({ action, current, name, roles }: { action: FormAction; current: string; name: string; roles: { value: string; label: string }[] }) {
  const [state, formAction] = useActionState(action, idleState);
  const t = useTranslations("centerMembers.table");
  const id = useId();
  const error = state.status === "error" ? (state.fields?.role?.[0] ?? state.message) : undefined;
  return (
    <form key={state.seq} action={formAction} noValidate className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-role`} className="sr-only">
          {t("roleOf", { name })}
        </label>
        <select
          id={`${id}-role`}
          name="role"
          defaultValue={state.values?.role ?? current}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 shadow-sm focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
        >
          {roles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
        <SubmitButton size="sm" variant="secondary" pendingLabel={t("saving")}>
          {t("saveRole")}
        </SubmitButton>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="max-w-64 text-sm text-red-700">
          {error}
        </p>
      ) : state.status === "success" && state.message ? (
        <p role="status" className="text-sm text-emerald-800">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
