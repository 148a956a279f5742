"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Accept at once, or open a small form asking for the reason of a rejection. */
export function ReviewActions({ title, accept, reject }: { title: string; accept: FormAction; reject: FormAction }) {
  const [rejecting, setRejecting] = useState(false);
  const [accepted, acceptAction, acceptPending] = useActionState(accept, idleState);
  const [rejected, rejectAction, rejectPending] = useActionState(reject, idleState);
  const reasonId = useId();
  const t = useTranslations("admin.review");
  const reasonError = rejected.fields?.reason;
  // The reason's own error shows under the field; any other refusal (already decided, no permission) below.
  const error = accepted.status === "error" ? accepted.message : rejected.status === "error" && !reasonError ? rejected.message : undefined;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <form action={acceptAction}>
          <Button type="submit" size="sm" disabled={acceptPending || rejectPending} aria-label={t("acceptLabel", { title })}>
            {acceptPending ? t("accepting") : t("accept")}
          </Button>
        </form>
        <Button size="sm" variant="secondary" aria-expanded={rejecting} onClick={() => setRejecting((v) => !v)} aria-label={t("rejectLabel", { title })}>
          {t("reject")}
        </Button>
      </div>
      {rejecting ? (
        <form action={rejectAction} className="space-y-2" noValidate>
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {t("reason")}
          </label>
          <textarea
            key={rejected.seq}
            id={reasonId}
            name="reason"
            rows={2}
            required
            maxLength={500}
            defaultValue={rejected.values?.reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            className={inputClasses(!!reasonError)}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="text-sm text-red-700">
              {reasonError.join(" ")}
            </p>
          ) : null}
          <Button type="submit" size="sm" variant="danger" disabled={rejectPending}>
            {rejectPending ? t("rejecting") : t("rejectDocument")}
          </Button>
        </form>
      ) : null}
      {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
