"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { removePasskeyAction, renamePasskeyAction } from "@/app/(account)/profile/security/passkey-actions";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { formText } from "@/lib/pages/form-data";
import type { FormState } from "@/lib/pages/form-state";

/** What a refused passkey action says: its first field error (the authenticator's answer, the name), else its message. */
export const problemOf = (state: FormState<unknown>) => Object.values(state.fields ?? {}).flat()[0] ?? state.message ?? "";

export type PasskeyView = { id: number; name: string; created: string; lastUsed: string | null; synced: boolean };

/** One passkey: its facts, then rename (inline form) and remove (asks once more). */
export function PasskeyItem({ passkey, onDone }: { passkey: PasskeyView; onDone: (text: string, kind?: "success" | "error") => void }) {
  const t = useTranslations("passkeys");
  const [mode, setMode] = useState<"view" | "rename" | "remove">("view");
  const [error, setError] = useState<string[] | undefined>();
  const [pending, start] = useTransition();

  const rename = (form: FormData) =>
    start(async () => {
      const result = await renamePasskeyAction(passkey.id, { name: formText(form, "name") });
      if (result.status === "error") return setError([problemOf(result)]);
      setError(undefined);
      setMode("view");
      onDone(t("renamed"));
    });

  const remove = () =>
    start(async () => {
      const result = await removePasskeyAction(passkey.id);
      if (result.status === "error") return onDone(problemOf(result), "error");
      onDone(t("removed", { name: passkey.name }));
    });

  return (
    <li className="space-y-3 p-4" data-testid="passkey">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">
            {passkey.name}
            {passkey.synced ? <span className="ml-2 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200">{t("synced")}</span> : null}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t("created", { date: passkey.created })} · {passkey.lastUsed ? t("lastUsed", { date: passkey.lastUsed }) : t("neverUsed")}
          </p>
        </div>
        {mode === "view" ? (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setMode("rename")} aria-label={t("renameNamed", { name: passkey.name })}>
              {t("rename")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setMode("remove")} aria-label={t("removeNamed", { name: passkey.name })}>
              {t("remove")}
            </Button>
          </div>
        ) : null}
      </div>
      {mode === "rename" ? (
        <form action={rename} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            id={`passkey-name-${passkey.id}`}
            name="name"
            label={t("renameLabel", { name: passkey.name })}
            defaultValue={passkey.name}
            maxLength={60}
            required
            autoComplete="off"
            error={error}
            className="sm:flex-1"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={pending}>
              {t("save")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => { setError(undefined); setMode("view"); }}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : null}
      {mode === "remove" ? (
        <div role="group" aria-label={t("removeNamed", { name: passkey.name })} className="flex flex-col gap-3 rounded-lg bg-red-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-red-900">{t("removeConfirm", { name: passkey.name })}</p>
          <div className="flex gap-2">
            <Button variant="danger" size="sm" disabled={pending} onClick={remove}>
              {t("confirmRemove")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode("view")}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
