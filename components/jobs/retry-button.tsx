"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { retryJobAction } from "@/app/(console)/admin/jobs/actions";
import { buttonClasses } from "@/components/ui/button";
import { idleState } from "@/lib/pages/form-state";

/** Runs a failed job again; says so once it is queued, or why not. */
export function RetryButton({ id }: { id: string }) {
  const t = useTranslations("admin.jobs");
  const [state, action, pending] = useActionState(retryJobAction.bind(null, id), idleState);
  const done = state.status === "success";
  return (
    <form action={action} className="flex flex-col items-start gap-1">
      <button type="submit" disabled={pending || done} className={buttonClasses("secondary", "sm")}>
        {pending ? t("retrying") : done ? t("retried") : t("retry")}
      </button>
      {state.status === "error" && state.message ? (
        <p role="alert" className="text-xs text-red-700">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
