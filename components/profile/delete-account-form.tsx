"use client";

import { useTranslations } from "next-intl";

import { signOut } from "next-auth/react";
import { useActionState, useEffect, useRef } from "react";
import { useDeviceSignOut } from "@/components/offline/device-sign-out";
import { usePageAccount } from "@/components/offline/use-page-account";
import { usePendingOperations } from "@/components/offline/use-offline";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type Props = { action: FormAction };

export function DeleteAccountForm({ action }: Props) {
  const t = useTranslations("profile.delete");
  const [state, formAction] = useActionState(action, idleState);
  const closed = state.status === "success";
  const tDevice = useTranslations("offlineSync.deleteAccount");
  const device = useDeviceSignOut();
  const leave = useRef(device.leave);
  leave.current = device.leave;
  // The page's account (decision 0049): what it made offline and has not sent dies with it.
  const account = usePageAccount();
  const waiting = usePendingOperations(account)?.length ?? 0;

  // The account is gone; forget it on this device (nothing left can be sent), end the browser
  // session and land on the home page.
  useEffect(() => {
    if (closed) void leave.current(() => signOut({ callbackUrl: "/" }), { ask: false });
  }, [closed]);

  if (closed) return <FormMessage kind="success">{state.message}</FormMessage>;

  return (
    <form action={formAction} noValidate className="max-w-md space-y-4">
      <Field name="password" type="password" label={t("password")} autoComplete="current-password" required error={state.fields?.password} />
      <CheckboxField
        name="confirm"
        value="yes"
        required
        label={t("understand")}
        error={state.fields?.confirm}
      />
      {waiting > 0 ? (
        <FormMessage kind="warning">
          <span data-sync-state="pending">{tDevice("waiting", { count: waiting })}</span>
        </FormMessage>
      ) : null}
      {state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <SubmitButton variant="danger" pendingLabel={t("deleting")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
