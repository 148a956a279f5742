"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { retryJobAction, type RetryState } from "@/app/(console)/admin/jobs/actions";
import { buttonClasses } from "@/components/ui/button";

export function RetryButton({ id }: { id: string }) {
  const t = useTranslations("admin.jobs");
  const [state, action, pending] = useActionState<RetryState>(retryJobAction.bind(null, id), {});
  return (
    <form action={action} className="flex flex-col items-start gap-1">
      <button type="submit" disabled={pending || state.done} className={buttonClasses("secondary", "sm")}>
        {pending ? t("retrying") : state.done ? t("retried") : t("retry")}
      </button>
      {state.error ? (
        <p role="alert" className="text-xs text-red-700">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
