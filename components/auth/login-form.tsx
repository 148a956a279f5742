"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { PasskeySignIn } from "@/components/auth/passkey-sign-in";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { parseMfaRequired } from "@/lib/auth/mfa/browser";

type LoginState = {
  status: "idle" | "error" | "success";
  message?: string;
  fields?: Record<string, string[]>;
  email: string;
  /** Set once the password was right for an account with a second factor: the code step. */
  mfa?: { mfaToken: string; methods: string[] };
};

type T = ReturnType<typeof useTranslations<"auth.login">>;

function messageOf(error: string | null | undefined, t: T): string {
  if (!error || error === "CredentialsSignin" || error === "Invalid credentials.") return t("invalid");
  // Other messages of the sign-in service ("Too many requests…") are shown as they are.
  if (/[.!]$/.test(error) && error.length < 200) return error;
  return t("failed");
}

/** Signs in through next-auth (credentials), with the second factor's code when the account has one, then goes to `next`. */
export function LoginForm({ next, initialError, defaultEmail = "" }: { next: string; initialError?: string; defaultEmail?: string }) {
  const t = useTranslations("auth.login");
  const [state, formAction] = useActionState(
    async (prev: LoginState, fd: FormData): Promise<LoginState> => {
      if (fd.get("restart")) return { status: "idle", email: prev.email };
      if (prev.mfa) return secondStep(prev, fd);
      const email = String(fd.get("email") ?? "").trim();
      const password = String(fd.get("password") ?? "");
      const fields: Record<string, string[]> = {};
      if (!email) fields.email = [t("emailRequired")];
      if (!password) fields.password = [t("passwordRequired")];
      if (Object.keys(fields).length) return { status: "error", fields, email };
      try {
        const res = await signIn("credentials", { email, password, redirect: false });
        const mfa = parseMfaRequired(res?.error);
        if (mfa) return { status: "idle", email, mfa };
        if (!res?.ok || res.error) return { status: "error", message: messageOf(res?.error, t), email };
      } catch {
        return { status: "error", message: t("unreachable"), email };
      }
      // A full load, so every server component sees the new session cookie.
      window.location.assign(next);
      return { status: "success", email };
    },
    { status: initialError ? "error" : "idle", message: initialError ? messageOf(initialError, t) : undefined, email: defaultEmail },
  );

  async function secondStep(prev: LoginState, fd: FormData): Promise<LoginState> {
    const code = String(fd.get("code") ?? "").trim();
    if (!code) return { ...prev, status: "error", message: undefined, fields: { code: [t("codeRequired")] } };
    try {
      const res = await signIn("credentials", { mfa_token: prev.mfa!.mfaToken, code, redirect: false });
      if (!res?.ok || res.error) {
        // The sign-in expired (5 minutes) or five wrong codes voided it: start again with the password.
        if (res?.error === "Unauthenticated.") return { status: "error", message: t("mfaExpired"), email: prev.email };
        if (res?.error === "The code is invalid.") return { ...prev, status: "error", message: undefined, fields: { code: [t("codeInvalid")] } };
        return { ...prev, status: "error", message: messageOf(res?.error, t), fields: undefined };
      }
    } catch {
      return { ...prev, status: "error", message: t("unreachable"), fields: undefined };
    }
    window.location.assign(next);
    return { ...prev, status: "success", fields: undefined, message: undefined };
  }

  const invalid = state.status === "error" && !!state.message;
  const banner = (
    <>
      {invalid ? (
        <FormMessage kind="error" id="login-error">
          {state.message}
        </FormMessage>
      ) : null}
      {state.status === "success" ? <FormMessage kind="success">{t("signedIn")}</FormMessage> : null}
    </>
  );

  if (state.mfa) {
    // An account whose only factor is a passkey has no code to type.
    const codes = state.mfa.methods.includes("totp") || state.mfa.methods.includes("recovery_code");
    return (
      <form action={formAction} noValidate className="space-y-5" aria-labelledby="mfa-title">
        {banner}
        <div className="space-y-1">
          <h2 id="mfa-title" className="text-lg font-semibold text-slate-900">
            {t("mfaTitle")}
          </h2>
          <p className="text-sm text-slate-600">{state.mfa.methods.includes("totp") ? t("mfaIntro") : codes ? t("mfaIntroRecovery") : t("mfaIntroPasskey")}</p>
        </div>
        {codes ? (
          <>
            <Field
              name="code"
              label={t("code")}
              autoComplete="one-time-code"
              inputMode="text"
              required
              maxLength={64}
              hint={t("codeHint")}
              error={state.fields?.code}
            />
            <SubmitButton fullWidth size="lg" pendingLabel={t("verifying")}>
              {t("verify")}
            </SubmitButton>
          </>
        ) : null}
        {state.mfa.methods.includes("passkey") ? <PasskeySignIn next={next} mfaToken={state.mfa.mfaToken} /> : null}
        <p className="text-center text-sm">
          <button type="submit" name="restart" value="1" formNoValidate className="font-medium text-sky-800 underline hover:text-sky-950">
            {t("startAgain")}
          </button>
        </p>
      </form>
    );
  }

  return (
    <form action={formAction} noValidate className="space-y-5">
      {banner}
      <Field
        name="email"
        label={t("email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        defaultValue={state.email}
        error={state.fields?.email}
      />
      <div className="space-y-1.5">
        <Field name="password" label={t("password")} type="password" autoComplete="current-password" required error={state.fields?.password} />
        <p className="text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-sky-800 underline hover:text-sky-950">
            {t("forgot")}
          </Link>
        </p>
      </div>
      <SubmitButton fullWidth size="lg" pendingLabel={t("signingIn")}>
        {t("submit")}
      </SubmitButton>
      <PasskeySignIn next={next} />
    </form>
  );
}
