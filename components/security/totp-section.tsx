"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

// The authenticator-app (TOTP) part of the profile security page: set up (QR code and secret),
// confirm with a code, the recovery codes shown once, remove with the password.

type Setup = { secret: string; otpauth_url: string; qr_svg: string };
type Codes = { recoveryCodes: string[] };

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations("profile.security");
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="recovery-codes">
      <h3 className="font-semibold text-amber-950">{t("codesTitle")}</h3>
      <p className="text-sm text-amber-950">{t("codesOnce")}</p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 sm:text-base">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-2 py-1.5 text-center tracking-wide shadow-sm">
            {code}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function TotpCard({
  enabled,
  since,
  actions,
}: {
  enabled: boolean;
  since: string | null;
  actions: { start: FormAction<Setup>; confirm: FormAction<Codes>; remove: FormAction };
}) {
  const t = useTranslations("profile.security");
  const [started, start] = useActionState(actions.start, idleState);
  const [confirmed, confirm] = useActionState(actions.confirm, idleState);
  const [removed, remove] = useActionState(actions.remove, idleState);
  // A refused code leaves the setup on screen (the secret stays the one being confirmed).
  const setup = started.data;

  if (confirmed.data) {
    return (
      <Card title={t("appTitle")}>
        <div className="space-y-4">
          <FormMessage kind="success">{confirmed.message}</FormMessage>
          <RecoveryCodes codes={confirmed.data.recoveryCodes} />
        </div>
      </Card>
    );
  }

  if (enabled) {
    return (
      <Card title={t("appTitle")} description={since ? t("onSince", { date: since }) : t("on")}>
        <form action={remove} noValidate className="max-w-md space-y-4">
          <p className="text-sm text-slate-700">{t("removeIntro")}</p>
          <Field name="password" type="password" label={t("password")} autoComplete="current-password" required error={removed.fields?.password} />
          {removed.message && removed.status === "error" ? <FormMessage kind="error">{removed.message}</FormMessage> : null}
          <SubmitButton variant="secondary" pendingLabel={t("removing")} className="w-full sm:w-auto">
            {t("remove")}
          </SubmitButton>
        </form>
      </Card>
    );
  }

  return (
    <Card title={t("appTitle")} description={t("off")}>
      {removed.status === "success" && removed.message ? <FormMessage kind="success" className="mb-4">{removed.message}</FormMessage> : null}
      {!setup ? (
        <form action={start} className="space-y-4">
          <p className="text-sm text-slate-700">{t("setupIntro")}</p>
          {started.message && started.status === "error" ? <FormMessage kind="error">{started.message}</FormMessage> : null}
          <SubmitButton pendingLabel={t("starting")} className="w-full sm:w-auto">
            {t("setup")}
          </SubmitButton>
        </form>
      ) : (
        <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-800">{t("scan")}</p>
            <div
              role="img"
              aria-label={t("qrLabel")}
              className="mx-auto w-48 max-w-full rounded-lg border border-slate-200 bg-white p-2 md:mx-0 [&>svg]:h-auto [&>svg]:w-full"
              // Our own QR code SVG (the qrcode package), from the server.
              dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
            />
          </div>
          <div className="min-w-0 space-y-4">
            <div>
              <p className="text-sm text-slate-700">{t("typeSecret")}</p>
              <p className="mt-1 break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900" data-testid="totp-secret">
                {grouped(setup.secret)}
              </p>
            </div>
            <form action={confirm} noValidate className="max-w-xs space-y-4">
              <Field
                name="code"
                label={t("code")}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={8}
                required
                hint={t("codeHint")}
                error={confirmed.fields?.code}
              />
              {confirmed.message && confirmed.status === "error" ? <FormMessage kind="error">{confirmed.message}</FormMessage> : null}
              <SubmitButton pendingLabel={t("confirming")} className="w-full sm:w-auto">
                {t("confirm")}
              </SubmitButton>
            </form>
          </div>
        </div>
      )}
    </Card>
  );
}

export function RecoveryCodesCard({ remaining, action }: { remaining: number; action: FormAction<Codes> }) {
  const t = useTranslations("profile.security");
  const [state, regenerate] = useActionState(action, idleState);
  const codes = state.data?.recoveryCodes;
  return (
    <Card title={t("recoveryTitle")} description={t("remaining", { count: codes ? codes.length : remaining })}>
      {codes ? (
        <div className="space-y-4">
          <FormMessage kind="success">{state.message}</FormMessage>
          <RecoveryCodes codes={codes} />
        </div>
      ) : (
        <form action={regenerate} noValidate className="max-w-md space-y-4">
          <p className="text-sm text-slate-700">{t("regenerateIntro")}</p>
          <Field name="password" type="password" label={t("password")} autoComplete="current-password" required error={state.fields?.password} />
          {state.message && state.status === "error" ? <FormMessage kind="error">{state.message}</FormMessage> : null}
          <SubmitButton variant="secondary" pendingLabel={t("regenerating")} className="w-full sm:w-auto">
            {t("regenerate")}
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
