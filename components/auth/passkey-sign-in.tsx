"use client";

import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

type Options = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/**
 * "Sign in with a passkey" (no password), or with `mfaToken` "Use a passkey" as the second step
 * after the password: a challenge from the public options route, the browser's passkey prompt,
 * then next-auth's "passkey" provider verifies the assertion.
 */
export function PasskeySignIn({ next, mfaToken }: { next: string; mfaToken?: string }) {
  const t = useTranslations("passkeys.login");
  const [supported, setSupported] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, start] = useTransition();

  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  if (!supported) return null;

  const messageOf = (message: string | null | undefined) =>
    !message || message === "CredentialsSignin" || message === "The passkey was not accepted."
      ? t("refused")
      : message === "Unauthenticated."
        ? t("expired")
        : /[.!]$/.test(message) && message.length < 200
          ? message
          : t("failed");

  const go = () =>
    start(async () => {
      setError(undefined);
      let optionsJSON: Options;
      try {
        const res = await fetch("/api/v1/auth/passkeys/login/options", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(mfaToken ? { mfa_token: mfaToken } : {}) });
        const json = await res.json();
        if (!res.ok) return setError(messageOf(json?.message));
        optionsJSON = json.data;
      } catch {
        return setError(t("unreachable"));
      }
      let assertion: unknown;
      try {
        assertion = await startAuthentication({ optionsJSON });
      } catch (e) {
        const cancelled = e instanceof Error && (e.name === "NotAllowedError" || e.name === "AbortError");
        return setError(cancelled ? t("cancelled") : t("failed"));
      }
      const result = await signIn("passkey", { response: JSON.stringify(assertion), ...(mfaToken ? { mfa_token: mfaToken } : {}), redirect: false });
      if (!result?.ok || result.error) return setError(messageOf(result?.error));
      // A full load, so every server component sees the new session cookie.
      window.location.assign(next);
    });

  return (
    <div className="mt-6 space-y-3 border-t border-slate-200 pt-6">
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <Button variant="secondary" size="lg" className="w-full" onClick={go} disabled={pending}>
        {pending ? t("waiting") : mfaToken ? t("usePasskey") : t("signIn")}
      </Button>
    </div>
  );
}
