"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button";

/** A submit button that shows the pending state of useFormAction. */
export function SaveButton({ pending, children, variant = "primary" }: { pending: boolean; children: ReactNode; variant?: ButtonVariant }) {
  const t = useTranslations("ui");
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={buttonClasses(variant, "md")}>
      {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
      {pending ? <span className="sr-only">{t("working")}</span> : null}
    </button>
  );
}
