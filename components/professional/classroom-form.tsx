"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction, type FormState } from "@/lib/pages/form-state";

const kindCodes = ["theory", "confined_water", "open_water"] as const;

type Row = { key: number; kind: string; local: string; location: string };

const pad = (n: number) => String(n).padStart(2, "0");
/** ISO instant → the browser's local `YYYY-MM-DDTHH:mm` for a datetime-local input. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** The local time typed → an ISO instant the API accepts (the browser knows its own zone). */
function toIso(local: string): string {
  const d = new Date(local);
  return local && !Number.isNaN(d.getTime()) ? d.toISOString() : local;
}

/** The session rows as submitted (`sessions.<i>.kind`, ...), to show again after a refusal. */
function rowsFrom(values: Record<string, string> | undefined): Row[] {
  const all = values ?? {};
  const rows = [...new Set(Object.keys(all).map((k) => /^sessions\.(\d+)\./.exec(k)?.[1]).filter((i): i is string => i !== undefined))].sort((a, b) => Number(a) - Number(b));
  return rows.map((i, key) => ({
    key,
    kind: all[`sessions.${i}.kind`] ?? "theory",
    local: toLocalInput(all[`sessions.${i}.starts_at`] ?? ""),
    location: all[`sessions.${i}.location`] ?? "",
  }));
}

/** A classroom with its sessions: rows are added and removed here, errors show under each field. */
export function ClassroomForm({ action, courses }: { action: FormAction; courses: SelectOption[] }) {
  const [state, formAction] = useActionState(action, idleState);
  return <ClassroomFields key={state.seq} state={state} formAction={formAction} courses={courses} />;
}

function ClassroomFields({ state, formAction, courses }: { state: FormState; formAction: (f: FormData) => void; courses: SelectOption[] }) {
  const [rows, setRows] = useState<Row[]>(() => rowsFrom(state.values));
  const [nextKey, setNextKey] = useState(rows.length);
  const errors = state.fields ?? {};
  const v = state.values;
  const t = useTranslations("professional.classroomForm");
  const tKind = useTranslations("professional.classroom.kinds");
  const kinds: SelectOption[] = kindCodes.map((code) => ({ value: code, label: tKind(code) }));
  const update = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const addRow = () => {
    setRows((all) => [...all, { key: nextKey, kind: "theory", local: "", location: "" }]);
    setNextKey((k) => k + 1);
  };

  return (
    <form action={formAction} noValidate className="space-y-5">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <Field name="name" label={t("name")} defaultValue={v?.name} placeholder={t("namePlaceholder")} maxLength={120} required error={errors.name} />
      <SelectField name="course" label={t("course")} options={courses} placeholder={t("chooseCourse")} defaultValue={v?.course} required error={errors.course} />
      <div className="grid gap-5 sm:grid-cols-3">
        <Field name="starts_on" type="date" label={t("startsOn")} defaultValue={v?.starts_on} required error={errors.starts_on} />
        <Field name="ends_on" type="date" label={t("endsOn")} defaultValue={v?.ends_on} required error={errors.ends_on} />
        <Field name="capacity" type="number" inputMode="numeric" min={1} max={500} label={t("capacity")} defaultValue={v?.capacity} hint={t("capacityHint")} error={errors.capacity} />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t("sessions")}</legend>
        {rows.length === 0 ? <p className="text-sm text-slate-600">{t("noSessions")}</p> : null}
        <ol className="space-y-3">
          {rows.map((row, i) => (
            <li key={row.key} className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4" data-testid="session-row">
              <div className="mb-2 flex items-center justify-between">
                <span className="text-sm font-medium text-slate-800">{t("session", { n: i + 1 })}</span>
                <Button variant="ghost" size="sm" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))} aria-label={t("removeSession", { n: i + 1 })}>
                  {t("remove")}
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-[10rem_14rem_1fr]">
                <SelectField id={`session-${row.key}-kind`} name={`sessions.${i}.kind`} label={t("kind")} options={kinds} defaultValue={row.kind} onChange={(e) => update(row.key, { kind: e.target.value })} error={errors[`sessions.${i}.kind`]} />
                <Field id={`session-${row.key}-when`} name={`session-${row.key}-local`} type="datetime-local" label={t("when")} defaultValue={row.local} onChange={(e) => update(row.key, { local: e.target.value })} error={errors[`sessions.${i}.starts_at`]} />
                <Field id={`session-${row.key}-where`} name={`sessions.${i}.location`} label={t("place")} defaultValue={row.location} maxLength={200} onChange={(e) => update(row.key, { location: e.target.value })} error={errors[`sessions.${i}.location`]} />
              </div>
              <input type="hidden" name={`sessions.${i}.starts_at`} value={toIso(row.local)} />
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="sm" onClick={addRow}>
          {t("addSession")}
        </Button>
      </fieldset>

      <SubmitButton pendingLabel={t("creating")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
