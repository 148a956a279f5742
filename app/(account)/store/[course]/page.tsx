import { storeAvailability } from "@/lib/store/store-availability";
import { AvailabilityNote } from "@/components/store/availability-note";
import { getLocale, getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { buyCourse } from "@/app/(account)/store/actions";
import { storeBlock } from "@/app/(account)/store/access";
import { BuyForm } from "@/components/store/buy-form";
import { CourseFacts } from "@/components/store/course-facts";
import { LevelBadge } from "@/components/store/level-badge";
import { formatMoney } from "@/lib/store/money";
import { StorePageHeader } from "@/components/store/page-header";
import { PriceBreakdown } from "@/components/store/price-breakdown";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { listStoreCourses } from "@/lib/store/list-store-courses";
import { ZCourseRefParams } from "@/lib/store/schema";

type Props = { params: Promise<{ course: string }> };

// The store's own listing (with this buyer's VAT), narrowed to the one code.
const findCourse = cache(async (userId: number, ref: string) => {
  if (!ZCourseRefParams.safeParse({ course: ref }).success) return undefined;
  const found = await listStoreCourses(userId, { q: ref }, await pageLanguage());
  return found.find((c) => c.code.toLowerCase() === ref.toLowerCase());
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { course } = await params;
  const user = await requireSessionUser(`/store/${encodeURIComponent(course)}`);
  const t = await getTranslations("store.course");
  return { title: (await findCourse(user.id, course))?.name ?? t("metaTitle") };
}

export default async function StoreCoursePage({ params }: Props) {
  const { course: ref } = await params;
  const user = await requireSessionUser(`/store/${encodeURIComponent(ref)}`);
  const [course, blocked] = await Promise.all([findCourse(user.id, ref), storeBlock(user.id)]);
  if (!course) notFound();
  const t = await getTranslations("store.course");
  const lang = await getLocale();
  const availability = (await storeAvailability(user.id, [course.id])).get(course.id);

  return (
    <>
      <StorePageHeader
        eyebrow={
          <nav aria-label={t("breadcrumb")}>
            <Link href="/store" className="font-medium text-sky-800 underline hover:text-sky-950">
              {t("store")}
            </Link>
            <span aria-hidden="true" className="mx-2 text-slate-400">/</span>
            <span aria-current="page" className="text-slate-600">{course.code}</span>
          </nav>
        }
        title={course.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <LevelBadge level={course.level} label={course.level_label} />
            {course.iso_equivalent ? <span>{t("iso", { iso: course.iso_equivalent })}</span> : null}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
        <Card title={t("about")}>
          <p className="leading-relaxed text-slate-700">{course.description ?? t("noDescription")}</p>
          <CourseFacts course={course} />
        </Card>
        <Card title={t("price")} className="lg:sticky lg:top-6">
          <PriceBreakdown price={course.price} withVat={course.price_with_vat} rate={course.vat_rate} currency={course.currency} />
          <div className="mt-5">
            {blocked ? (
              <FormMessage kind="warning" className="mb-3">
                {blocked}
              </FormMessage>
            ) : null}
            {availability ? <AvailabilityNote availability={availability} /> : null}
            <BuyForm action={buyCourse.bind(null, course.code)} label={t("buy", { price: formatMoney(course.price_with_vat, course.currency, lang) })} disabled={!!blocked} />
            <p className="mt-3 text-xs text-slate-500">{t("amountNote")}</p>
            {user.isProfessional ? (
              <p className="mt-3 text-sm">
                <Link href={`/professional/store?course=${encodeURIComponent(course.code)}`} className="font-medium text-sky-800 underline hover:text-sky-950">
                  {t("forStudent")}
                </Link>
              </p>
            ) : null}
          </div>
        </Card>
      </div>
    </>
  );
}
