import { describedBy, FieldShell, inputClasses } from "@/components/ui/field";

/** A text field with suggestions (a datalist): free text, common values one tap away. */
export function SuggestField({
  name, label, suggestions, defaultValue, error, hint, placeholder, maxLength, id,
}: {
  name: string;
  label: string;
  suggestions: readonly string[];
  defaultValue?: string;
  error?: string[];
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  id?: string;
}) {
  const inputId = id ?? `field-${name}`;
  const invalid = !!error?.length;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        name={name}
        list={`${inputId}-list`}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={inputClasses(invalid)}
      />
      <datalist id={`${inputId}-list`}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </FieldShell>
  );
}
