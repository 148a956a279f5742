import { useLocale, useTranslations } from "next-intl";
import { showDateTime } from "@/components/logbook/format";
import { signatureState } from "@/components/logbook/signature-badge";
import { Card } from "@/components/ui/card";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";

/** Who signed the dive and when, or who it waits for; and whether it changed after signing. */
export function SignaturePanel({ dive, instructor, viewer = "diver" }: { dive: DiveLogRecord; instructor: string | null; viewer?: "diver" | "instructor" }) {
  const t = useTranslations("logbook.signature");
  const locale = useLocale();
  const state = signatureState(dive);
  return (
    <Card title={t("title")} as="section">
      <div data-testid="signature-state" className="space-y-2 text-sm">
        {state === "none" ? (
          <p className="text-slate-700">
            {t("none")}{viewer === "diver" ? ` ${t("noneDiver")}` : ""}
          </p>
        ) : null}
        {state === "pending" ? (
          <p className="text-amber-900">
            {t.rich("pending", { name: instructor ?? t("instructorNumber", { id: dive.instructor_id ?? 0 }), strong: (c) => <strong className="font-semibold">{c}</strong> })}
            {viewer === "diver" ? ` ${t("pendingDiver")}` : ""}
          </p>
        ) : null}
        {state === "signed" || state === "changed" ? (
          <>
            <p className="text-slate-800">
              {t.rich("signed", { name: dive.verified_by ?? t("theInstructor"), date: showDateTime(dive.signed_at, locale), strong: (c) => <strong className="font-semibold text-emerald-800">{c}</strong> })}
            </p>
            {state === "changed" ? (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
                {t.rich("changed", { strong: (c) => <strong className="font-semibold">{c}</strong> })}
              </p>
            ) : (
              <p className="text-slate-600">{t("matches")}</p>
            )}
          </>
        ) : null}
      </div>
    </Card>
  );
}
