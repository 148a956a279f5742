"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import type { PreviewData } from "@/app/(account)/professional/referrals/actions";
import { formatDay } from "@/components/learning/format";
import { ReferralSummary } from "@/components/referrals/referral-summary";
import { Card } from "@/components/ui/card";
import { describedBy, FieldShell } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

// The accept page: paste a code (or arrive from a QR code with it filled in) → its verified
// record → take the student over, for one of the caller's centers or none.
export function AcceptReferralFlow({ preview, accept, centers, initialCode, lang }: {
  preview: FormAction<PreviewData>;
  accept: FormAction;
  centers: { id: number; name: string }[];
  initialCode: string;
  lang: string;
}) {
  const t = useTranslations("referrals.accept");
  const [shown, previewAction] = useActionState(preview, idleState);
  const [accepted, acceptAction] = useActionState(accept, idleState);
  const data = shown.status === "success" ? shown.data : undefined;
  const codeError = shown.fields?.code;
  return (
    <div className="space-y-6">
      <Card title={t("pasteTitle")} description={t("pasteText")}>
        <form key={shown.seq} action={previewAction} className="space-y-4">
          {shown.status === "error" && !codeError ? <FormMessage kind="error">{shown.message}</FormMessage> : null}
          <FieldShell id="referral-code" label={t("code")} error={codeError} required>
            <textarea
              id="referral-code"
              name="code"
              required
              rows={5}
              defaultValue={shown.values?.code ?? initialCode}
              aria-invalid={codeError?.length ? true : undefined}
              aria-describedby={describedBy("referral-code", null, codeError)}
              spellCheck={false}
              className={
                "block w-full rounded-lg border bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 shadow-sm focus:outline-2 " +
                (codeError?.length ? "border-red-600 focus:outline-red-600" : "border-slate-300 focus:border-sky-600 focus:outline-sky-600")
              }
            />
          </FieldShell>
          <SubmitButton pendingLabel={t("checking")}>{t("check")}</SubmitButton>
        </form>
      </Card>
      {data ? (
        <Card title={t("previewTitle")} description={t("expires", { date: formatDay(data.expires_on, lang) })}>
          <div className="space-y-6">
            <ReferralSummary referral={data.referral} lang={lang} />
            {data.accepted ? (
              <FormMessage kind="warning" title={t("alreadyTitle")}>{t("alreadyText")}</FormMessage>
            ) : (
              <form action={acceptAction} className="space-y-4 border-t border-slate-200 pt-4">
                {accepted.status === "error" && !accepted.fields?.dive_center_id ? <FormMessage kind="error">{accepted.message}</FormMessage> : null}
                <input type="hidden" name="code" value={data.code} />
                {centers.length ? (
                  <SelectField
                    name="dive_center_id"
                    label={t("center")}
                    hint={t("centerHint")}
                    options={[{ value: "", label: t("noCenter") }, ...centers.map((c) => ({ value: String(c.id), label: c.name }))]}
                    error={accepted.fields?.dive_center_id}
                  />
                ) : (
                  <p className="text-sm text-slate-600">{t("noCenters")}</p>
                )}
                <SubmitButton pendingLabel={t("accepting")}>{t("acceptAction")}</SubmitButton>
              </form>
            )}
          </div>
        </Card>
      ) : null}
    </div>
  );
}
