import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { formatDay } from "@/components/learning/format";
import { CopyButton } from "@/components/referrals/copy-button";
import { Card } from "@/components/ui/card";
import type { LatestReferral } from "@/lib/referrals/schema";

// A referral to hand over: its QR code (a link to the accept page naming the referral), the
// signed code itself to copy, and its expiry. Shown on the student's page and the diver's course page.
export async function ReferralCodeCard({ referral, title, description, lang, children }: {
  referral: NonNullable<LatestReferral>;
  title: string;
  description: string;
  lang: string;
  children?: ReactNode;
}) {
  const t = await getTranslations("referrals.code");
  const qr = `data:image/svg+xml;base64,${Buffer.from(referral.qrSvg).toString("base64")}`;
  return (
    <Card title={title} description={description}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start" data-testid="referral-code">
        <figure className="shrink-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URI */}
          <img src={qr} width={200} height={200} alt={t("qrAlt")} className="rounded-lg border border-slate-200 bg-white" />
          <figcaption className="mt-2 max-w-[200px] text-xs text-slate-600">{t("qrCaption")}</figcaption>
        </figure>
        <div className="min-w-0 flex-1 space-y-3">
          <p className="text-sm text-slate-800">
            {t("expires", { date: formatDay(referral.expires_on, lang) })}
          </p>
          <div className="space-y-1.5">
            <label htmlFor="referral-code-text" className="text-sm font-medium text-slate-800">
              {t("label")}
            </label>
            <textarea
              id="referral-code-text"
              readOnly
              rows={4}
              value={referral.code}
              className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-900"
            />
          </div>
          <CopyButton text={referral.code} />
          {children}
        </div>
      </div>
    </Card>
  );
}
