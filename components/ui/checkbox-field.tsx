import type { ReactNode } from "react";

/** A checkbox with its label beside it and an inline error below (aria-invalid/aria-describedby). */
export function CheckboxField({
  name,
  label,
  defaultChecked,
  error,
  required,
  value = "1",
  id,
}: {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  error?: string[];
  required?: boolean;
  value?: string;
  id?: string;
}) {
  const inputId = id ?? `field-${name}`;
  const invalid = !!error?.length;
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          className={`mt-0.5 size-5 shrink-0 rounded border accent-sky-700 ${invalid ? "border-red-600 outline-2 outline-red-600" : "border-slate-300"}`}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {invalid ? (
        <ul id={`${inputId}-error`} className="pl-8 text-sm text-red-700">
          {error!.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
