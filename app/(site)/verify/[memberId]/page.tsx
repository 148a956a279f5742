import { formatDate } from "@/components/learning/format";
import { pageLanguage } from "@/lib/i18n/page-language";
import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { AppError } from "@/lib/api/errors";
import { verifyMember } from "@/lib/certifications/verify-member";
import { ZMemberIdPattern } from "@/lib/users/member-id";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("verify");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Props = { params: Promise<{ memberId: string }> };

type Listed = Awaited<ReturnType<typeof verifyMember>>["certifications"][number];

/** One list of the page: name, level, number and issue date of each certification, with its status badge. */
async function CertificationRows(props: { certifications: Listed[]; locale: string; badge: ReactNode; struck?: boolean; testId?: string }) {
  const t = await getTranslations("verify");
  return (
    <ul className="divide-y divide-slate-200" data-testid={props.testId}>
      {props.certifications.map((c) => (
        <li key={c.number} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className={"font-semibold text-slate-900" + (props.struck ? " line-through decoration-red-700/60" : "")}>{c.name}</p>
            <p className="text-sm text-slate-600">
              {c.level_label}
              {c.iso_equivalent ? ` · ${c.iso_equivalent}` : ""}
            </p>
          </div>
          <div className="text-sm text-slate-700 sm:text-right">
            <p className="font-mono">{c.number}</p>
            <p>
              {t.rich("issued", { date: () => <time dateTime={c.issued_at ?? undefined}>{formatDate(c.issued_at, props.locale)}</time> })}{" "}
              {props.badge}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

// The page the QR codes on profiles and cards open: who the diver is and what they hold, nothing more.
export default async function VerifyPage({ params }: Props) {
  const memberId = decodeURIComponent((await params).memberId).toUpperCase();
  if (!ZMemberIdPattern.test(memberId)) notFound();
  const lang = await pageLanguage();
  const t = await getTranslations("verify");
  const tr = await getTranslations("adminOrganisation.verify");
  const locale = await getLocale();
  const member = await verifyMember(memberId, lang).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  // A revoked certification stays listed, apart and marked, so whoever checks a card sees it (CONTRACT.md section 5).
  const valid = member.certifications.filter((c) => c.status !== "revoked");
  const revoked = member.certifications.filter((c) => c.status === "revoked");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-medium uppercase tracking-wide text-sky-700">{t("eyebrow")}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{member.full_name ?? t("member")}</h1>
      <p className="mt-2 text-slate-600">
        {t.rich("memberId", { id: () => <span className="font-mono font-semibold text-slate-900">{member.member_id}</span> })}
      </p>
      <div className="mt-8 space-y-6">
        {valid.length === 0 ? (
          <EmptyState title={t("none")} description={t("noneText")} />
        ) : (
          <Card title={t("valid")} description={t("validText")}>
            <CertificationRows certifications={valid} locale={locale} badge={<span className="ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">{t("validBadge")}</span>} />
          </Card>
        )}
        {revoked.length > 0 ? (
          <Card title={tr("revoked")} description={tr("revokedText")}>
            <CertificationRows
              certifications={revoked}
              locale={locale}
              testId="revoked-certifications"
              struck
              badge={<span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-inset ring-red-200">{tr("revokedBadge")}</span>}
            />
          </Card>
        ) : null}
      </div>
    </div>
  );
}
