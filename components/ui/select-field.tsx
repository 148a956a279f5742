import type { ChangeEvent, ReactNode } from "react";
import { describedBy, FieldShell } from "@/components/ui/field";

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  defaultValue?: string;
  placeholder?: string;
  error?: string[];
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
};

export function SelectField({ name, label, options, defaultValue, placeholder, error, hint, required, id, className, ...rest }: SelectFieldProps) {
  const selectId = id ?? `field-${name}`;
  const invalid = !!error?.length;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        id={selectId}
        name={name}
        defaultValue={defaultValue ?? ""}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={
          "block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm " +
          "focus:outline-2 focus:outline-offset-0 disabled:bg-slate-100 " +
          (invalid ? "border-red-600 focus:outline-red-600" : "border-slate-300 focus:border-sky-600 focus:outline-sky-600")
        }
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
