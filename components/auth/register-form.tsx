"use client";

import Link from "next/link";
import { useActionState, useEffect, useRef, useState } from "react";
import { idleState, type FormState } from "@/components/auth/form-state";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonClasses } from "@/components/ui/button";

type Props = {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
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
  if (state.status === "success") return <CheckEmail email={state.values?.email ?? ""} />;
  // Keyed by the answer: the form re-mounts with the values the server sent back.
  return <RegisterFields key={state.submission ?? 0} {...props} state={state} formAction={formAction} />;
}

function RegisterFields({
  countries,
  languages,
  defaultLanguage,
  state,
  formAction,
}: Props & { state: FormState; formAction: (fd: FormData) => void }) {
  const v = state.values ?? {};
  const f = state.fields ?? {};
  const [dob, setDob] = useState(v.dob ?? "");
  const [country, setCountry] = useState(v.country ?? "");
  const age = ageFrom(dob);
  const minor = age !== null && age >= 0 && age < 18;
  const banner = useRef<HTMLDivElement>(null);

  // After a failed submission, move focus to the summary so the errors are read out.
  useEffect(() => {
    if (state.status === "error") banner.current?.focus();
  }, [state]);

  return (
    <form action={formAction} noValidate className="space-y-8">
      {state.status === "error" && state.message ? (
        <div ref={banner} tabIndex={-1} className="outline-none">
          <FormMessage kind="error" title="Registration failed">
            {state.message}
          </FormMessage>
        </div>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold text-slate-900">Your account</legend>
        <Field name="email" label="E-mail" type="email" autoComplete="email" inputMode="email" required defaultValue={v.email} error={f.email} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="password" label="Password" type="password" autoComplete="new-password" required error={f.password} hint="At least 10 characters, with a letter and a number." />
          <Field name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" required error={f.password_confirmation} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold text-slate-900">About you</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="first_name" label="First name" autoComplete="given-name" required defaultValue={v.first_name} error={f.first_name} />
          <Field name="last_name" label="Last name" autoComplete="family-name" required defaultValue={v.last_name} error={f.last_name} />
        </div>
        <Field
          name="dob"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          required
          min="1900-01-01"
          max={today()}
          defaultValue={v.dob}
          error={f.dob}
          hint="Divers under 18 need the consent of a parent or guardian."
          onChange={(e) => setDob(e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="country"
            label="Country of residence"
            autoComplete="country"
            required
            options={countries}
            placeholder="Choose a country"
            defaultValue={v.country}
            error={f.country}
            onChange={(e) => setCountry(e.target.value)}
          />
          <SelectField name="nationality" label="Nationality" options={countries} placeholder="Same as country" defaultValue={v.nationality} error={f.nationality} />
        </div>
        <SelectField
          name="default_language"
          label="Preferred language"
          options={languages}
          defaultValue={v.default_language || defaultLanguage}
          error={f.default_language}
          hint="Used for e-mails and labels."
        />
        <DiveCenterSelect country={country} defaultValue={v.dive_center_id} error={f.dive_center_id} />
      </fieldset>

      {minor ? (
        <fieldset className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="guardian-fields">
          <legend className="px-1 text-base font-semibold text-amber-950">Parent or guardian</legend>
          <p className="text-sm text-amber-950">
            You are under 18, so a parent or guardian must agree to your training. We will send them an e-mail with a link to give their consent.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="guardian_first_name" label="Guardian's first name" required defaultValue={v.guardian_first_name} error={f.guardian_first_name} />
            <Field name="guardian_last_name" label="Guardian's last name" required defaultValue={v.guardian_last_name} error={f.guardian_last_name} />
          </div>
          <Field name="guardian_email" label="Guardian's e-mail" type="email" inputMode="email" required defaultValue={v.guardian_email} error={f.guardian_email} />
        </fieldset>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="sr-only">Agreements</legend>
        <CheckboxField name="terms" required defaultChecked={!!v.terms} error={f.terms} label={<>I accept the DiveCert terms of service.</>} />
        <CheckboxField
          name="gdpr"
          required
          defaultChecked={!!v.gdpr}
          error={f.gdpr}
          label={<>I agree that DiveCert processes my personal data to run my training and certifications (GDPR).</>}
        />
      </fieldset>

      <div className="space-y-4">
        <SubmitButton fullWidth size="lg" pendingLabel="Creating your account…">
          Create account
        </SubmitButton>
        <p className="text-center text-sm text-slate-600">
          Already registered?{" "}
          <Link href="/login" className="font-medium text-sky-800 underline hover:text-sky-950">
            Sign in
          </Link>
        </p>
      </div>
    </form>
  );
}

type CenterOption = { id: number; name: string; city: string | null };

/** Active dive centers of the chosen country, from the public API; optional. */
function DiveCenterSelect({ country, defaultValue, error }: { country: string; defaultValue?: string; error?: string[] }) {
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
    ? "Choose your country first."
    : failed
      ? "The list of dive centers could not be loaded; you can choose one later in your profile."
      : centers?.country !== country
        ? "Loading dive centers…"
        : list.length === 0
          ? "No dive centers are listed for this country yet; you can choose one later."
          : "Optional: the dive center where you train.";
  return (
    <SelectField
      key={`${country}:${list.length}`}
      name="dive_center_id"
      label="Dive center"
      options={list.map((c) => ({ value: String(c.id), label: c.city ? `${c.name} (${c.city})` : c.name }))}
      placeholder="None"
      defaultValue={defaultValue}
      disabled={list.length === 0}
      error={error}
      hint={hint}
    />
  );
}

function CheckEmail({ email }: { email: string }) {
  return (
    <div className="py-2 text-center">
      <div aria-hidden="true" className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-sky-100 text-sky-800">
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 6h18v12H3zM3 6l9 7 9-7" />
        </svg>
      </div>
      <div role="status">
        <h2 className="text-xl font-semibold text-slate-900">Check your e-mail</h2>
        <p className="mt-2 text-slate-700">
          Your account has been created. We sent a verification link to <strong className="break-all">{email}</strong>. Open it within 60 minutes to
          verify your address.
        </p>
      </div>
      <p className="mt-3 text-sm text-slate-600">No e-mail? Look in your spam folder, or sign in and ask for a new link from your dashboard.</p>
      <Link href="/login" className={buttonClasses("primary", "md", "mt-6")}>
        Sign in
      </Link>
    </div>
  );
}
