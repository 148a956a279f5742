import { getTranslations } from "next-intl/server";
import { formatDay } from "@/components/learning/format";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CertificationExamResult, CertificationQuizResults, CertificationSkills } from "@/components/certifications/certification-results";
import { CertificationStatus } from "@/components/certifications/certification-status";
import { WalletSection } from "@/components/credentials/wallet-section";
import { LevelBadge } from "@/components/store/level-badge";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { getCertificationExamResult, getCertificationQuizResults, getCertificationSkills } from "@/lib/certifications/certification-results";
import { findOwnCertification } from "@/lib/certifications/list-certifications";
import { toCertification } from "@/lib/certifications/serializers";
import { ZCertificationParams } from "@/lib/certifications/schema";
import { getWallet } from "@/lib/credentials/get-wallet";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("certifications.results");
  return { title: t("metaTitle") };
}

type Props = { params: Promise<{ id: string }> };

async function load(userId: number, id: number) {
  try {
    const row = await findOwnCertification(userId, id);
    const [quizzes, exam, skills] = await Promise.all([
      getCertificationQuizResults(userId, id),
      getCertificationExamResult(userId, id),
      getCertificationSkills(userId, id),
    ]);
    const wallet = await getWallet(userId, id);
    return { certification: toCertification(row, await pageLanguage()), quizzes, exam, skills, wallet };
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}

// The training behind one certification: the same three reads as /diver/certifications/{id}/*.
export default async function CertificationPage({ params }: Props) {
  const { id } = await params;
  const user = await requireSessionUser(`/certifications/${id}`);
  const parsed = ZCertificationParams.safeParse({ certification: id });
  if (!parsed.success) notFound();
  const refusal = await pageRefusal(user.id, "verified");
  const tList = await getTranslations("certifications");
  const t = await getTranslations("certifications.results");
  if (refusal) {
    return (
      <FormMessage kind="warning" title={tList("unavailable")}>
        {refusal}
      </FormMessage>
    );
  }
  const { certification: c, quizzes, exam, skills, wallet } = await load(user.id, parsed.data.certification);
  const lang = await pageLanguage();
  return (
    <div className="space-y-6">
      <nav aria-label={t("breadcrumb")} className="text-sm">
        <Link href="/certifications" className="font-medium text-sky-800 underline hover:text-sky-950">
          {t("back")}
        </Link>
      </nav>
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={c.level} label={c.level_label} />
          <CertificationStatus status={c.status} />
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{c.course.name}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-mono">{c.number}</span> · {t("issued", { date: formatDay(c.issued_at, lang) })}
          {c.instructor?.full_name ? ` · ${t("instructor", { name: c.instructor.full_name })}` : ""}
        </p>
      </header>
      <WalletSection wallet={wallet} certificationId={c.id} />
      <CertificationQuizResults rows={quizzes} lang={lang} />
      <CertificationExamResult result={exam} lang={lang} />
      <CertificationSkills skills={skills} />
    </div>
  );
}
