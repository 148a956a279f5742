import type { InputHTMLAttributes } from "react";
import { describedBy, FieldShell, inputClasses } from "@/components/ui/field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & { id: string; label: string; error?: string; hint?: string };

/** A controlled input with the kit's label, hint and inline error wiring. */
export function CardField({ id, label, error, hint, className = "", ...input }: Props) {
  const errors = error ? [error] : undefined;
  return (
    <FieldShell id={id} label={label} error={errors} hint={hint} required className={className}>
      <input id={id} required aria-invalid={!!error || undefined} aria-describedby={describedBy(id, hint, errors)} className={inputClasses(!!error)} {...input} />
    </FieldShell>
  );
}
