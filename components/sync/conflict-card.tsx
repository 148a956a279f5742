"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

// One kept conflict: the fields that differ, the device's value beside the server's, and the
// two choices. Values are shown as text; a missing one as a dash.

export type ConflictView = {
  id: number;
  title: string;
  clientId: string;
  createdAt: string;
  rows: { field: string; label: string; mine: string; server: string }[];
};

export function ConflictCard({ conflict, action }: { conflict: ConflictView; action: FormAction }) {
  const t = useTranslations("sync.conflict");
  const [state, formAction] = useActionState(action, idleState);
  const headingId = `conflict-${conflict.id}`;
  return (
    <li className="rounded-2xl border border-amber-300 bg-white p-4 shadow-sm sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">{conflict.title}</h3>
        <p className="text-xs text-slate-600">
          {t.rich("from", { device: () => <span className="font-mono">{conflict.clientId}</span>, date: conflict.createdAt })}
        </p>
      </div>
      <table className="mt-3 w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="w-1/4 py-1 pr-2 font-medium">{t("field")}</th>
            <th scope="col" className="py-1 pr-2 font-medium">{t("mine")}</th>
            <th scope="col" className="py-1 font-medium">{t("server")}</th>
          </tr>
        </thead>
        <tbody>
          {conflict.rows.map((r) => (
            <tr key={r.field} className="border-t border-slate-200 align-top">
              <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-700">{r.label}</th>
              <td className="break-words py-2 pr-2 text-slate-900"><span className="rounded bg-sky-50 px-1">{r.mine}</span></td>
              <td className="break-words py-2 text-slate-900"><span className="rounded bg-slate-100 px-1">{r.server}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
      <form action={formAction} className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <SubmitButton name="keep" value="client" pendingLabel={t("saving")}>{t("keepMine")}</SubmitButton>
        <SubmitButton name="keep" value="server" variant="secondary" pendingLabel={t("saving")}>{t("keepServer")}</SubmitButton>
      </form>
      {state.status === "error" ? <FormMessage kind="error" className="mt-3">{state.fields?.keep?.[0] ?? state.message}</FormMessage> : null}
    </li>
  );
}
