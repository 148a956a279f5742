"use client";

import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, useTransition } from "react";
import { addPasskeyAction, passkeyCreationOptionsAction } from "@/app/(account)/profile/security/passkey-actions";
import { PasskeyItem, problemOf, type PasskeyView } from "@/components/security/passkey-item";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";

type Notice = { kind: "success" | "error"; text: string } | null;

/** The list and the "add a passkey" form; the browser talks to the authenticator, the server actions to the services. */
export function PasskeysManager({ passkeys }: { passkeys: PasskeyView[] }) {
  const t = useTranslations("passkeys");
  const router = useRouter();
  const [notice, setNotice] = useState<Notice>(null);
  const [supported, setSupported] = useState(true);
  const [adding, startAdding] = useTransition();
  const [formKey, setFormKey] = useState(0);
  const listId = useId();

  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const add = (form: FormData) =>
    startAdding(async () => {
      setNotice(null);
      const name = String(form.get("name") ?? "");
      const options = await passkeyCreationOptionsAction();
      if (options.status === "error") return setNotice({ kind: "error", text: problemOf(options) });
      let response: unknown;
      try {
        response = await startRegistration({ optionsJSON: options.data as unknown as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      } catch (e) {
        const cancelled = e instanceof Error && (e.name === "NotAllowedError" || e.name === "AbortError");
        const duplicate = e instanceof Error && e.name === "InvalidStateError";
        return setNotice({ kind: "error", text: duplicate ? t("duplicate") : cancelled ? t("cancelled") : t("failed") });
      }
      // The browser's JSON goes as it is: the action's schema checks it.
      const saved = await addPasskeyAction({ response: response as never, name: name.trim() ? name : undefined });
      if (saved.status === "error" || !saved.data) return setNotice({ kind: "error", text: problemOf(saved) });
      setFormKey((k) => k + 1);
      setNotice({ kind: "success", text: t("added", { name: saved.data.name }) });
      router.refresh();
    });

  return (
    <div className="mt-4 space-y-5">
      {notice ? (
        <FormMessage kind={notice.kind}>{notice.text}</FormMessage>
      ) : null}
      {passkeys.length ? (
        <ul id={listId} aria-label={t("listLabel")} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {passkeys.map((p) => (
            <PasskeyItem key={p.id} passkey={p} onDone={(text, kind = "success") => { setNotice({ kind, text }); router.refresh(); }} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">{t("empty")}</p>
      )}
      {supported ? (
        <form key={formKey} action={add} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field name="name" label={t("nameLabel")} hint={t("nameHint")} maxLength={60} autoComplete="off" className="sm:flex-1" />
          <Button type="submit" disabled={adding} className="sm:mb-6">
            {adding ? t("adding") : t("add")}
          </Button>
        </form>
      ) : (
        <FormMessage kind="info">{t("unsupported")}</FormMessage>
      )}
    </div>
  );
}
