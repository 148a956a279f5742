"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef, useState } from "react";
import { idleState, type FormAction, type FormState } from "@/lib/pages/form-state";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonClasses } from "@/components/ui/button";

/** On success the action names the address the link went to. */
type Registered = { email: string };

type Props = {
  action: FormAction<Registered>;
  countries: readonly SelectOption[];
  languages: readonly SelectOption[];
  defaultLanguage: string;
};

const today = () => new Date().toISOString().slice(0, 10);

/** Age in whole years on today's UTC date; null when the text is not a full date. */
export function ageFrom(dob: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const now = new Date();
  let age = now.getUTCFullYear() - y;
  const dm = now.getUTCMonth() + 1 - mo;
  if (dm < 0 || (dm === 0 && now.getUTCDate() < d)) age--;
  return age;
}

export function RegisterForm(props: Props) {
  const [state, formAction] = useActionState(props.action, idleState);
  if (state.status === "success") return <CheckEmail email={state.data?.email ?? ""} />;
  // Keyed by the answer: the form re-mounts with the values the server sent back.
  return <RegisterFields key={state.seq ?? 0} {...props} state={state} formAction={formAction} />;
}

function RegisterFields({
  countries,
  languages,
  defaultLanguage,
  state,
  formAction,
}: Props & { state: FormState<Registered>; formAction: (fd: FormData) => void }) {
  const v = state.values ?? {};
  // One message per field, the first: enough to say what to fix.
  const f = Object.fromEntries(Object.entries(state.fields ?? {}).map(([field, messages]) => [field, messages.slice(0, 1)]));
  const [dob, setDob] = useState(v.dob ?? "");
  const [country, setCountry] = useState(v.country ?? "");
  const age = ageFrom(dob);
  const minor = age !== null && age >= 0 && age < 18;
  const banner = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const t = useTranslations("auth.register");

  // What was typed before the page became interactive (a slow phone) fired no onChange: pick it
  // up once hydrated, so the guardian fields and the dive-center list follow what is shown.
  useEffect(() => {
    const typed = (name: string) => (form.current?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
    if (typed("dob")) setDob(typed("dob"));
    if (typed("country")) setCountry(typed("country"));
  }, []);

  // After a failed submission, move focus to the summary so the errors are read out.
  useEffect(() => {
    if (state.status === "error") banner.current?.focus();
  }, [state]);

  return (
    <form ref={form} action={formAction} noValidate className="space-y-8">
      {state.status === "error" && state.message ? (
        <div ref={banner} tabIndex={-1} className="outline-none">
          <FormMessage kind="error" title={t("failed")}>
            {state.message}
          </FormMessage>
        </div>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t("yourAccount")}</legend>
        <Field name="email" label={t("email")} type="email" autoComplete="email" inputMode="email" required defaultValue={v.email} error={f.email} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="password" label={t("password")} type="password" autoComplete="new-password" required error={f.password} hint={t("passwordHint")} />
          <Field name="password_confirmation" label={t("confirmPassword")} type="password" autoComplete="new-password" required error={f.password_confirmation} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t("aboutYou")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="first_name" label={t("firstName")} autoComplete="given-name" required defaultValue={v.first_name} error={f.first_name} />
          <Field name="last_name" label={t("lastName")} autoComplete="family-name" required defaultValue={v.last_name} error={f.last_name} />
        </div>
        <Field
          name="dob"
          label={t("dob")}
          type="date"
          autoComplete="bday"
          required
          min="1900-01-01"
          max={today()}
          defaultValue={v.dob}
          error={f.dob}
          hint={t("dobHint")}
          onChange={(e) => setDob(e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="country"
            label={t("country")}
            autoComplete="country"
            required
            options={countries}
            placeholder={t("chooseCountry")}
            defaultValue={v.country}
            error={f.country}
            onChange={(e) => setCountry(e.target.value)}
          />
          <SelectField name="nationality" label={t("nationality")} options={countries} placeholder={t("sameAsCountry")} defaultValue={v.nationality} error={f.nationality} />
        </div>
        <SelectField
          name="default_language"
          label={t("language")}
          options={languages}
          defaultValue={v.default_language || defaultLanguage}
          error={f.default_language}
          hint={t("languageHint")}
        />
        <DiveCenterSelect country={country} defaultValue={v.dive_center_id} error={f.dive_center_id} />
      </fieldset>

      {minor ? (
        <fieldset className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="guardian-fields">
          <legend className="px-1 text-base font-semibold text-amber-950">{t("guardian")}</legend>
          <p className="text-sm text-amber-950">
            {t("guardianText")}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="guardian_first_name" label={t("guardianFirstName")} required defaultValue={v.guardian_first_name} error={f.guardian_first_name} />
            <Field name="guardian_last_name" label={t("guardianLastName")} required defaultValue={v.guardian_last_name} error={f.guardian_last_name} />
          </div>
          <Field name="guardian_email" label={t("guardianEmail")} type="email" inputMode="email" required defaultValue={v.guardian_email} error={f.guardian_email} />
        </fieldset>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="sr-only">{t("agreements")}</legend>
        <CheckboxField name="terms" required defaultChecked={!!v.terms} error={f.terms} label={<>{t("terms")}</>} />
        <CheckboxField
          name="gdpr"
          required
          defaultChecked={!!v.gdpr}
          error={f.gdpr}
          label={<>{t("gdpr")}</>}
        />
      </fieldset>

      <div className="space-y-4">
        <SubmitButton fullWidth size="lg" pendingLabel={t("creating")}>
          {t("submit")}
        </SubmitButton>
        <p className="text-center text-sm text-slate-600">
          {t("alreadyRegistered")}{" "}
          <Link href="/login" className="font-medium text-sky-800 underline hover:text-sky-950">
            {t("signIn")}
          </Link>
        </p>
      </div>
    </form>
  );
}

type CenterOption = { id: number; name: string; city: string | null };

/** Active dive centers of the chosen country, from the public API; optional. */
function DiveCenterSelect({ country, defaultValue, error }: { country: string; defaultValue?: string; error?: string[] }) {
  const t = useTranslations("auth.register");
  const [centers, setCenters] = useState<{ country: string; list: CenterOption[] } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!country) return;
    const controller = new AbortController();
    fetch(`/api/v1/utility/dive-centers?country=${encodeURIComponent(country)}&per_page=100`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { data?: { data?: CenterOption[] } }) => {
        setFailed(false);
        setCenters({ country, list: body.data?.data ?? [] });
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [country]);

  const list = centers?.country === country ? centers.list : [];
  const hint = !country
    ? t("centerChooseCountry")
    : failed
      ? t("centerFailed")
      : centers?.country !== country
        ? t("centerLoading")
        : list.length === 0
          ? t("centerNone")
          : t("centerHint");
  return (
    <SelectField
      key={`${country}:${list.length}`}
      name="dive_center_id"
      label={t("center")}
      options={list.map((c) => ({ value: String(c.id), label: c.city ? `${c.name} (${c.city})` : c.name }))}
      placeholder={t("none")}
      defaultValue={defaultValue}
      disabled={list.length === 0}
      error={error}
      hint={hint}
    />
  );
}

function CheckEmail({ email }: { email: string }) {
  const t = useTranslations("auth.register");
  return (
    <div className="py-2 text-center">
      <div aria-hidden="true" className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-sky-100 text-sky-800">
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 6h18v12H3zM3 6l9 7 9-7" />
        </svg>
      </div>
      <div role="status">
        <h2 className="text-xl font-semibold text-slate-900">{t("checkEmail")}</h2>
        <p className="mt-2 text-slate-700">
          {t.rich("created", { email: () => <strong className="break-all">{email}</strong> })}
        </p>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t("noEmail")}</p>
      <Link href="/login" className={buttonClasses("primary", "md", "mt-6")}>
        {t("signIn")}
      </Link>
    </div>
  );
}
