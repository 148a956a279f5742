"use client";

import { useTranslations } from "next-intl";
import { startTransition, useActionState, useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import { idleState, type FormAction } from "@/lib/pages/form-state";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";

/**
 * A confirmation step for a destructive action, in a native modal <dialog> (focus moves into it,
 * Escape closes it, focus returns to the trigger). Props:
 * - `triggerLabel`, `triggerVariant` (default "danger") — the button that opens it;
 * - `title`, `description` — what is about to happen;
 * - `action(prev, form)` — a server action answering a FormState (lib/pages/form-state.ts) (bind ids before passing it);
 *   on success the dialog closes and `message` shows beside the trigger; on error `message` is an
 *   alert in the dialog and `fields` show inline (kit fields) or as a list (fields in `children`);
 * - `reason` — { label, required?, hint?, name? = "reason", maxLength? = 1000 }: a textarea;
 * - `number` — { label, name, min?, max?, required?, hint? }: a whole-number input (e.g. days);
 * - `hidden` — extra name → value pairs sent with the form; `children` — any other fields;
 * - `confirmLabel` — the submit button's text (default "Confirm").
 */
export function ConfirmDialog({
  triggerLabel,
  triggerVariant = "danger",
  title,
  description,
  action,
  reason,
  number,
  hidden,
  children,
  confirmLabel,
}: {
  triggerLabel: ReactNode;
  triggerVariant?: ButtonVariant;
  title: ReactNode;
  description?: ReactNode;
  action: FormAction;
  reason?: { label: string; required?: boolean; hint?: string; name?: string; maxLength?: number };
  number?: { label: string; name: string; min?: number; max?: number; required?: boolean; hint?: string };
  hidden?: Record<string, string>;
  children?: ReactNode;
  confirmLabel?: ReactNode;
}) {
  const t = useTranslations("adminKit");
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const [state, formAction, pending] = useActionState(action, idleState);
  const id = useId();
  const reasonName = reason?.name ?? "reason";
  const own = new Set([reasonName, number?.name].filter(Boolean) as string[]);
  const otherErrors = Object.entries(state.fields ?? {}).filter(([k]) => !own.has(k));

  useEffect(() => {
    if (state.status === "success") dialog.current?.close();
  }, [state]);

  const open = () => {
    dialog.current?.showModal();
    (firstField.current ?? dialog.current?.querySelector<HTMLElement>("button[data-cancel]"))?.focus();
  };
  const close = () => dialog.current?.close();
  // Submitted by hand so React does not reset the fields when the action answers with errors.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };

  const fieldError = (name: string) => state.fields?.[name];
  return (
    <>
      <Button ref={trigger} variant={triggerVariant} size="sm" onClick={open} aria-haspopup="dialog">
        {triggerLabel}
      </Button>
      {state.status === "success" && state.message ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {state.message}
        </p>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        onClose={() => trigger.current?.focus()}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <form action={formAction} onSubmit={submit} className="space-y-4 p-5 sm:p-6" noValidate>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? (
            <div id={`${id}-desc`} className="text-sm text-slate-700">
              {description}
            </div>
          ) : null}
          {Object.entries(hidden ?? {}).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          {children}
          {reason ? (
            <div className="space-y-1.5">
              <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
                {reason.label}
                {reason.required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
              </label>
              <textarea
                ref={firstField}
                id={`${id}-reason`}
                name={reasonName}
                rows={3}
                required={reason.required}
                maxLength={reason.maxLength ?? 1000}
                aria-invalid={fieldError(reasonName) ? true : undefined}
                aria-describedby={[reason.hint ? `${id}-reason-hint` : "", fieldError(reasonName) ? `${id}-reason-error` : ""].filter(Boolean).join(" ") || undefined}
                className={inputClasses(!!fieldError(reasonName))}
              />
              {reason.hint ? <p id={`${id}-reason-hint`} className="text-xs text-slate-600">{reason.hint}</p> : null}
              {fieldError(reasonName) ? <p id={`${id}-reason-error`} className="text-sm text-red-700">{fieldError(reasonName)!.join(" ")}</p> : null}
            </div>
          ) : null}
          {number ? (
            <div className="space-y-1.5">
              <label htmlFor={`${id}-number`} className="block text-sm font-medium text-slate-800">
                {number.label}
                {number.required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
              </label>
              <input
                ref={reason ? undefined : firstField}
                id={`${id}-number`}
                name={number.name}
                type="number"
                inputMode="numeric"
                step={1}
                min={number.min}
                max={number.max}
                required={number.required}
                aria-invalid={fieldError(number.name) ? true : undefined}
                aria-describedby={[number.hint ? `${id}-number-hint` : "", fieldError(number.name) ? `${id}-number-error` : ""].filter(Boolean).join(" ") || undefined}
                className={inputClasses(!!fieldError(number.name))}
              />
              {number.hint ? <p id={`${id}-number-hint`} className="text-xs text-slate-600">{number.hint}</p> : null}
              {fieldError(number.name) ? <p id={`${id}-number-error`} className="text-sm text-red-700">{fieldError(number.name)!.join(" ")}</p> : null}
            </div>
          ) : null}
          {state.status === "error" && (state.message || otherErrors.length) ? (
            <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
              {state.message ? <p>{state.message}</p> : null}
              {otherErrors.length ? (
                <ul className="list-disc pl-5">
                  {otherErrors.map(([k, msgs]) => (
                    <li key={k}>{msgs.join(" ")}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} data-cancel="">
              {t("cancel")}
            </Button>
            <Button type="submit" variant={triggerVariant === "danger" ? "danger" : "primary"} disabled={pending} aria-disabled={pending}>
              {pending ? t("working") : (confirmLabel ?? t("confirm"))}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
