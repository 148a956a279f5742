"use client";

import { useTranslations } from "next-intl";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { FormState } from "@/lib/pages/form-state";

/** Delete with a second, explicit confirmation step in place (no browser dialog). */
export function DeleteButton({ title, action }: { title: string; action: () => Promise<FormState> }) {
  const t = useTranslations("documents.delete");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  if (!confirming) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={t("label", { title })}>
        {t("delete")}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t("confirmLabel", { title })} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-800">{t("question", { title })}</span>
      <Button
        variant="danger"
        size="sm"
        disabled={pending}
        onClick={() =>
          start(async () => {
            const result = await action();
            if (result.status === "error") setError(result.message ?? null);
          })
        }
      >
        {pending ? t("deleting") : t("yes")}
      </Button>
      <Button variant="secondary" size="sm" disabled={pending} onClick={() => setConfirming(false)}>
        {t("cancel")}
      </Button>
      {error ? <p role="alert" className="w-full text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
