import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { buyForStudent, lookupStudent } from "@/app/(account)/professional/store/actions";
import { storeBlock } from "@/app/(account)/store/access";
import { StorePageHeader } from "@/components/store/page-header";
import { StudentPurchase } from "@/components/store/student-purchase";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { PROFESSIONALS_ONLY } from "@/lib/auth/guard";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { pageMessage } from "@/lib/i18n/page-errors";
import { listStoreCourses } from "@/lib/store/list-store-courses";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("store.forStudent");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function ProfessionalStorePage({ searchParams }: Props) {
  const user = await requireSessionUser("/professional/store");
  const t = await getTranslations("store.forStudent");
  const header = <StorePageHeader title={t("title")} description={t("description")} />;
  if (!user.isProfessional) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={await pageMessage(PROFESSIONALS_ONLY)}>
          {t("proOnlyText")}
        </FormMessage>
        <ButtonLink href="/store" variant="secondary" className="mt-4">
          {t("toStore")}
        </ButtonLink>
      </>
    );
  }
  const lang = await pageLanguage();
  const [blocked, courses, query] = await Promise.all([storeBlock(user.id), listStoreCourses(user.id, {}, lang), searchParams]);
  const wanted = first(query.course)?.toLowerCase();
  const initialCourse = courses.find((c) => c.code.toLowerCase() === wanted)?.code;

  return (
    <>
      {header}
      {blocked ? (
        <FormMessage kind="warning" className="mb-6">
          {blocked}
        </FormMessage>
      ) : null}
      <StudentPurchase
        courses={courses.map((c) => ({ code: c.code, name: c.name, price_with_vat: c.price_with_vat, currency: c.currency }))}
        initialCourse={initialCourse}
        lang={lang}
        lookup={lookupStudent}
        buy={buyForStudent}
      />
    </>
  );
}
