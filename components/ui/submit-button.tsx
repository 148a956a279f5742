"use client";

import { useTranslations } from "next-intl";

import type { ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

/** A form's submit button: disabled with a spinner while the form's action runs. */
export function SubmitButton({
  children,
  pendingLabel,
  variant = "primary",
  size = "md",
  className = "",
  fullWidth = false,
  name,
  value,
}: {
  children: ReactNode;
  pendingLabel?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  fullWidth?: boolean;
  name?: string;
  value?: string;
}) {
  const t = useTranslations("ui");
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      aria-disabled={pending}
      className={buttonClasses(variant, size, `${fullWidth ? "w-full" : ""} ${className}`)}
    >
      {pending ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          <span>{pendingLabel ?? children}</span>
          <span className="sr-only">{t("working")}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
