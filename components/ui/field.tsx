import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode } from "react";

export type FieldProps = {
  name: string;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  defaultValue?: string | number;
  error?: string[];
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  id?: string;
  min?: string | number;
  max?: string | number;
  maxLength?: number;
  minLength?: number;
  inputMode?: "text" | "email" | "numeric" | "tel" | "url" | "search" | "decimal" | "none";
  readOnly?: boolean;
  disabled?: boolean;
  className?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

export const inputClasses = (invalid: boolean) =>
  "block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 " +
  "disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 " +
  (invalid ? "border-red-600 focus:outline-red-600" : "border-slate-300 focus:border-sky-600 focus:outline-sky-600");

/** Shared label, hint and inline error around one control, with the ARIA wiring. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  className = "",
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string[];
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`space-y-1.5 ${className}`}>
      {/* The asterisk stays outside the label, so the accessible name is the label alone ("required" comes from the input). */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {required ? (
          <span className="text-sm text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error?.length ? (
        <ul id={`${id}-error`} className="space-y-0.5 text-sm text-red-700">
          {error.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const describedBy = (id: string, hint: unknown, error: string[] | undefined) =>
  [hint ? `${id}-hint` : "", error?.length ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** Label + input + inline error text; the error is announced with the input (aria-describedby). */
export function Field({ name, label, type = "text", defaultValue, error, hint, required, autoComplete, id, className, ...rest }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const invalid = !!error?.length;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={inputId}
        name={name}
        type={type}
        defaultValue={defaultValue}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={inputClasses(invalid)}
        {...rest}
      />
    </FieldShell>
  );
}
