import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { resendVerificationAction } from "@/app/(site)/email-verified/actions";
import { requestLang } from "@/app/(site)/request-info";
import { ResendVerificationForm } from "@/components/auth/resend-verification-form";
import { DashboardCertifications } from "@/components/learning/dashboard-certifications";
import { DashboardCourses } from "@/components/learning/dashboard-courses";
import { DashboardCardSkeleton } from "@/components/learning/dashboard-skeleton";
import { DashboardRecords } from "@/components/medical/dashboard-records";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/session";
import { listCertifications } from "@/lib/certifications/list-certifications";
import { listCourseLogs } from "@/lib/learning/list-course-logs";
import { getProfile } from "@/lib/users/get-profile";

export const metadata: Metadata = { title: "Dashboard" };

const text = (record: Record<string, unknown>, key: string): string | null => {
  const v = record[key];
  return typeof v === "string" && v ? v : null;
};

export default async function DashboardPage() {
  const user = await requireSessionUser("/dashboard");
  const profile = await getProfile(user.id, await requestLang());
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{firstName ? `Welcome, ${firstName}` : "Welcome"}</h1>
        <p className="mt-1 text-slate-600">Your DiveCert account at a glance.</p>
      </header>

      {!verified ? (
        <section aria-labelledby="verify-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <h2 id="verify-heading" className="font-semibold text-amber-950">
            Please verify your e-mail address
          </h2>
          <p className="mt-1 mb-4 text-sm text-amber-950">
            We sent a link to <strong className="break-all">{user.email}</strong>. Courses, the dive log and the store open once your address is
            verified.
          </p>
          <ResendVerificationForm action={resendVerificationAction} variant="secondary" />
        </section>
      ) : null}

      {awaitingGuardian ? (
        <FormMessage kind="info" title="Waiting for your guardian's consent">
          We e-mailed your parent or guardian a link to give their consent. Course purchases open once they have accepted.
        </FormMessage>
      ) : null}

      {inactive && status ? (
        <FormMessage kind="warning" title={status}>
          {text(profile, "status_reason") ?? "Some areas are not available while your account is not active."}
        </FormMessage>
      ) : null}

      <Card
        title="Your membership"
        actions={
          <ButtonLink href="/profile" variant="secondary" size="sm">
            View profile
          </ButtonLink>
        }
      >
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Member ID</dt>
            <dd className="mt-1 font-mono text-xl font-semibold text-slate-900" data-testid="member-id">
              {memberId}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Qualification</dt>
            <dd className="mt-1 text-slate-900">{qualification ?? "No certification yet"}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Dive center</dt>
            <dd className="mt-1 text-slate-900">{diveCenter ?? "Not assigned"}</dd>
          </div>
        </dl>
        <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-100 pt-4 text-sm">
          <Link href="/profile" className="font-medium text-sky-800 underline hover:text-sky-950">
            Your profile and QR code
          </Link>
          <Link href="/profile/edit" className="font-medium text-sky-800 underline hover:text-sky-950">
            Edit your details
          </Link>
          {user.isProfessional ? <span className="text-slate-600">Dive professional</span> : null}
        </div>
      </Card>

      {/* Courses and certifications follow the API's rule: an active account with a verified address. */}
      {verified && !inactive ? (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <Suspense fallback={<DashboardCardSkeleton label="Loading your courses…" />}>
              <DashboardCourses courses={listCourseLogs(user.id, undefined, await pageLanguage())} />
            </Suspense>
          </div>
          <div className="space-y-6 lg:col-span-2">
            <Suspense fallback={<DashboardCardSkeleton label="Loading your medical and forms…" />}>
              <DashboardRecords userId={user.id} />
            </Suspense>
            <Suspense fallback={<DashboardCardSkeleton label="Loading your certifications…" />}>
              <DashboardCertifications certifications={listCertifications(user.id, await pageLanguage(), { statuses: ["valid"] })} />
            </Suspense>
          </div>
        </div>
      ) : null}
    </div>
  );
}
