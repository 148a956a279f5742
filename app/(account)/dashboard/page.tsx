import { formatDay } from "@/components/learning/format";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Suspense } from "react";
import { resendVerificationAction } from "@/app/(site)/email-verified/actions";
import { ResendVerificationForm } from "@/components/auth/resend-verification-form";
import { DashboardCertifications } from "@/components/learning/dashboard-certifications";
import { DashboardCourses } from "@/components/learning/dashboard-courses";
import { DashboardCardSkeleton } from "@/components/learning/dashboard-skeleton";
import { DashboardRecords } from "@/components/medical/dashboard-records";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { listCertifications } from "@/lib/certifications/list-certifications";
import { listCourseLogs } from "@/lib/learning/list-course-logs";
import { getProfile } from "@/lib/users/get-profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard");
  return { title: t("metaTitle") };
}

const text = (record: Record<string, unknown>, key: string): string | null => {
  const v = record[key];
  return typeof v === "string" && v ? v : null;
};

export default async function DashboardPage() {
  const user = await requireSessionUser("/dashboard");
  const lang = await pageLanguage();
  const t = await getTranslations("dashboard");
  const ta = await getTranslations("adminAccounts.diver");
  const profile = await getProfile(user.id, lang);
  const firstName = text(profile, "first_name");
  const memberId = text(profile, "member_id") ?? "";
  const verified = !!text(profile, "email_verified_at");
  const qualification = text(profile, "qualification_cast");
  const diveCenter = text(profile, "dive_center");
  const status = text(profile, "status");
  const awaitingGuardian = !!text(profile, "guardian_email") && profile.guardian_accepted !== true;
  const inactive = "status_reason" in profile;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{firstName ? t("welcomeName", { name: firstName }) : t("welcome")}</h1>
        <p className="mt-1 text-slate-600">{t("intro")}</p>
      </header>

      {!verified ? (
        <section aria-labelledby="verify-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <h2 id="verify-heading" className="font-semibold text-amber-950">
            {t("verifyTitle")}
          </h2>
          <p className="mt-1 mb-4 text-sm text-amber-950">
            {t.rich("verifyText", { email: () => <strong className="break-all">{user.email}</strong> })}
          </p>
          <ResendVerificationForm action={resendVerificationAction} variant="secondary" />
        </section>
      ) : null}

      {awaitingGuardian ? (
        <FormMessage kind="info" title={t("guardianTitle")}>
          {t("guardianText")}
        </FormMessage>
      ) : null}

      {inactive && status ? (
        <FormMessage kind="warning" title={status}>
          <p>{text(profile, "status_reason") ?? t("inactive")}</p>
          {text(profile, "restore_date") ? <p className="mt-1">{ta("restoreOn", { date: formatDay(text(profile, "restore_date"), lang) })}</p> : null}
        </FormMessage>
      ) : null}

      <Card
        title={t("membership")}
        actions={
          <ButtonLink href="/profile" variant="secondary" size="sm">
            {t("viewProfile")}
          </ButtonLink>
        }
      >
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("memberId")}</dt>
            <dd className="mt-1 font-mono text-xl font-semibold text-slate-900" data-testid="member-id">
              {memberId}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("qualification")}</dt>
            <dd className="mt-1 text-slate-900">{qualification ?? t("noCertification")}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("diveCenter")}</dt>
            <dd className="mt-1 text-slate-900">{diveCenter ?? t("notAssigned")}</dd>
          </div>
        </dl>
        <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-100 pt-4 text-sm">
          <Link href="/profile" className="font-medium text-sky-800 underline hover:text-sky-950">
            {t("profileQr")}
          </Link>
          <Link href="/profile/edit" className="font-medium text-sky-800 underline hover:text-sky-950">
            {t("editDetails")}
          </Link>
          {user.isProfessional ? <span className="text-slate-600">{t("professional")}</span> : null}
        </div>
      </Card>

      {/* Courses and certifications follow the API's rule: an active account with a verified address. */}
      {verified && !inactive ? (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <Suspense fallback={<DashboardCardSkeleton label={t("loadingCourses")} />}>
              <DashboardCourses courses={listCourseLogs(user.id, undefined, lang)} />
            </Suspense>
          </div>
          <div className="space-y-6 lg:col-span-2">
            <Suspense fallback={<DashboardCardSkeleton label={t("loadingRecords")} />}>
              <DashboardRecords userId={user.id} />
            </Suspense>
            <Suspense fallback={<DashboardCardSkeleton label={t("loadingCertifications")} />}>
              <DashboardCertifications certifications={listCertifications(user.id, lang, { statuses: ["valid"] })} />
            </Suspense>
          </div>
        </div>
      ) : null}
    </div>
  );
}
