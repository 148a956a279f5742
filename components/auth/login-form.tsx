"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

type LoginState = { status: "idle" | "error" | "success"; message?: string; fields?: Record<string, string[]>; email: string };

function messageOf(error: string | null | undefined): string {
  if (!error || error === "CredentialsSignin") return "Invalid credentials.";
  // Messages of the sign-in service ("Invalid credentials.", "Too many requests…") are shown as they are.
  if (/[.!]$/.test(error) && error.length < 200) return error;
  return "Sign-in failed. Please try again.";
}

/** Signs in through next-auth (credentials), then goes to `next`. */
export function LoginForm({ next, initialError, defaultEmail = "" }: { next: string; initialError?: string; defaultEmail?: string }) {
  const [state, formAction] = useActionState(
    async (_prev: LoginState, fd: FormData): Promise<LoginState> => {
      const email = String(fd.get("email") ?? "").trim();
      const password = String(fd.get("password") ?? "");
      const fields: Record<string, string[]> = {};
      if (!email) fields.email = ["The email field is required."];
      if (!password) fields.password = ["The password field is required."];
      if (Object.keys(fields).length) return { status: "error", fields, email };
      try {
        const res = await signIn("credentials", { email, password, redirect: false });
        if (!res?.ok || res.error) return { status: "error", message: messageOf(res?.error), email };
      } catch {
        return { status: "error", message: "The service could not be reached. Check your connection and try again.", email };
      }
      // A full load, so every server component sees the new session cookie.
      window.location.assign(next);
      return { status: "success", email };
    },
    { status: initialError ? "error" : "idle", message: initialError ? messageOf(initialError) : undefined, email: defaultEmail },
  );
  const invalid = state.status === "error" && !!state.message;

  return (
    <form action={formAction} noValidate className="space-y-5">
      {invalid ? (
        <FormMessage kind="error" id="login-error">
          {state.message}
        </FormMessage>
      ) : null}
      {state.status === "success" ? <FormMessage kind="success">Signed in. Opening your dashboard…</FormMessage> : null}
      <Field
        name="email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        defaultValue={state.email}
        error={state.fields?.email}
      />
      <div className="space-y-1.5">
        <Field name="password" label="Password" type="password" autoComplete="current-password" required error={state.fields?.password} />
        <p className="text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-sky-800 underline hover:text-sky-950">
            Forgot your password?
          </Link>
        </p>
      </div>
      <SubmitButton fullWidth size="lg" pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
