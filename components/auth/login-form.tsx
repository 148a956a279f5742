"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

type LoginState = { status: "idle" | "error" | "success"; message?: string; fields?: Record<string, string[]>; email: string };

type T = ReturnType<typeof useTranslations<"auth.login">>;

function messageOf(error: string | null | undefined, t: T): string {
  if (!error || error === "CredentialsSignin" || error === "Invalid credentials.") return t("invalid");
  // Other messages of the sign-in service ("Too many requests…") are shown as they are.
  if (/[.!]$/.test(error) && error.length < 200) return error;
  return t("failed");
}

/** Signs in through next-auth (credentials), then goes to `next`. */
export function LoginForm({ next, initialError, defaultEmail = "" }: { next: string; initialError?: string; defaultEmail?: string }) {
  const t = useTranslations("auth.login");
  const [state, formAction] = useActionState(
    async (_prev: LoginState, fd: FormData): Promise<LoginState> => {
      const email = String(fd.get("email") ?? "").trim();
      const password = String(fd.get("password") ?? "");
      const fields: Record<string, string[]> = {};
      if (!email) fields.email = [t("emailRequired")];
      if (!password) fields.password = [t("passwordRequired")];
      if (Object.keys(fields).length) return { status: "error", fields, email };
      try {
        const res = await signIn("credentials", { email, password, redirect: false });
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
  const invalid = state.status === "error" && !!state.message;

  return (
    <form action={formAction} noValidate className="space-y-5">
      {invalid ? (
        <FormMessage kind="error" id="login-error">
          {state.message}
        </FormMessage>
      ) : null}
      {state.status === "success" ? <FormMessage kind="success">{t("signedIn")}</FormMessage> : null}
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
    </form>
  );
}
