"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";

type ReviewState = { error?: string; fields?: Record<string, string[]>; done?: boolean };

/** Accept at once, or open a small form asking for the reason of a rejection. */
export function ReviewActions({
  title,
  accept,
  reject,
}: {
  title: string;
  accept: () => Promise<ReviewState>;
  reject: (prev: ReviewState, form: FormData) => Promise<ReviewState>;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [accepted, setAccepted] = useState<ReviewState>({});
  const [pending, start] = useTransition();
  const [rejected, rejectAction, rejectPending] = useActionState(reject, {});
  const reasonId = useId();
  const t = useTranslations("admin.review");
  const reasonError = rejected.fields?.reason;
  const error = accepted.error ?? rejected.error;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={pending || rejectPending} onClick={() => start(async () => setAccepted(await accept()))} aria-label={t("acceptLabel", { title })}>
          {pending ? t("accepting") : t("accept")}
        </Button>
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
            id={reasonId}
            name="reason"
            rows={2}
            required
            maxLength={500}
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
