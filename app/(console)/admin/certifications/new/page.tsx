import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { issueCertificationAction } from "@/app/(console)/admin/certifications/actions";
import { IssueForm } from "@/app/(console)/admin/certifications/issue-form";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { staffPage } from "@/lib/auth/browser/page-access";
import { listCertifiableCourses } from "@/lib/certifications/certifiable-courses";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrganisation.certifications");
  return { title: t("issueTitle") };
}

export default async function IssueCertificationPage() {
  const t = await getTranslations("adminOrganisation");
  const access = await staffPage("certifications", "/admin/certifications/new");
  if (access.refusal) return <><PageHeader title={t("certifications.issueTitle")} /><FormMessage kind="warning">{access.refusal}</FormMessage></>;
  const lang = await pageLanguage();
  const courses = await listCertifiableCourses(lang);
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/certifications" className="text-sky-800 hover:underline">← {t("common.back")}</Link></p>
      <PageHeader title={t("certifications.issueTitle")} description={t("certifications.issueDescription")} />
      <IssueForm
        action={issueCertificationAction}
        courses={courses.map((c) => ({ value: String(c.id), label: c.label }))}
        today={new Date().toISOString().slice(0, 10)}
      />
    </>
  );
}
