import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { createClassroomAction } from "@/app/(account)/professional/classrooms/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { AccessRefused } from "@/components/professional/access-refused";
import { BackLink } from "@/components/professional/back-link";
import { ClassroomForm } from "@/components/professional/classroom-form";
import { Card } from "@/components/ui/card";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { listStoreCourses } from "@/lib/store/list-store-courses";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.classrooms");
  return { title: t("new") };
}

export default async function NewClassroomPage() {
  const user = await requireSessionUser("/professional/classrooms/new");
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("professional.classrooms");
  const tForm = await getTranslations("professional.classroomForm");
  if (refusal) return <AccessRefused title={t("new")} reason={refusal} />;
  const courses = await listStoreCourses(user.id, {}, await pageLanguage());

  return (
    <>
      <BackLink href="/professional/classrooms" label={t("title")} />
      <PageHeader title={t("new")} description={tForm("description")} />
      <Card className="max-w-4xl">
        <ClassroomForm action={createClassroomAction} courses={courses.map((c) => ({ value: c.code, label: `${c.name} (${c.code}) · ${c.level_label}` }))} />
      </Card>
    </>
  );
}
