import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { enrolStudent } from "@/app/(account)/professional/students/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { AccessRefused } from "@/components/professional/access-refused";
import { EnrolForm } from "@/components/professional/enrol-form";
import { Card } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { listStoreCourses } from "@/lib/store/list-store-courses";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.enrol");
  return { title: t("title") };
}

export default async function EnrolPage() {
  const user = await requireSessionUser("/professional/students/enrol");
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("professional.enrol");
  const tStudent = await getTranslations("professional.student");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  // The catalogue as the store lists it (active courses on sale), grouped in level order.
  const courses = await listStoreCourses(user.id, {}, await pageLanguage());

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/professional/students" className="font-medium text-sky-800 underline-offset-2 hover:underline">
          {tStudent("back")}
        </Link>
      </p>
      <PageHeader title={t("title")} description={t("description")} />
      <Card className="max-w-2xl">
        <EnrolForm action={enrolStudent} courses={courses.map((c) => ({ value: c.code, label: `${c.name} (${c.code}) · ${c.level_label}` }))} />
      </Card>
    </>
  );
}
