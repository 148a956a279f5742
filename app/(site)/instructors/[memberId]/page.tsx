import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { searchRefusal } from "@/app/(site)/search-guard";
import { languageNames } from "@/components/profile/languages";
import { ProfileFacts } from "@/components/search/profile-facts";
import { FormMessage } from "@/components/ui/form-message";
import { normaliseLanguage } from "@/lib/i18n/language";
import { getPublicInstructor } from "@/lib/search/get-public-instructor";
import { ZInstructorParams } from "@/lib/search/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search.instructor");
  return { title: t("metaTitle") };
}

// Public profile of an active professional: name, level, dive center, languages; nothing private.
export default async function InstructorPage({ params }: { params: Promise<{ memberId: string }> }) {
  const parsed = ZInstructorParams.safeParse({ memberId: decodeURIComponent((await params).memberId) });
  if (!parsed.success) notFound();
  const refusal = await searchRefusal();
  const t = await getTranslations("search.instructor");
  if (refusal) return <div className="mx-auto max-w-3xl px-4 py-12"><FormMessage kind="error">{refusal}</FormMessage></div>;
  const pro = await getPublicInstructor(parsed.data.memberId, await pageLanguage());
  if (!pro) notFound();
  const languages = pro.languages.map((l) => languageNames[normaliseLanguage(l) ?? "en"] ?? l).join(", ");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link href="/instructors" className="text-sm text-sky-800 underline hover:text-sky-950">
        {t("back")}
      </Link>
      <p className="mt-4 text-sm font-medium tracking-wide text-sky-700 uppercase">{t("eyebrow")}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{pro.full_name ?? pro.member_id}</h1>
      <p className="mt-2 mb-6 text-slate-600">
        {t.rich("memberId", { id: () => <span className="font-mono font-semibold text-slate-900">{pro.member_id}</span> })}
      </p>
      <ProfileFacts
        facts={[
          [t("level"), pro.level_label],
          [t("qualification"), pro.qualification],
          [t("worksIn"), pro.country_name ?? pro.country],
          [t("diveCenter"), pro.dive_center ? <Link href={`/dive-centers/${pro.dive_center.id}`} className="text-sky-800 underline hover:text-sky-950">{pro.dive_center.name}</Link> : t("independent")],
          [t("languages"), languages || null],
        ]}
      />
      <p className="mt-6 text-sm text-slate-600">
        {t.rich("check", { link: (c) => <Link href={`/verify/${pro.member_id}`} className="text-sky-800 underline hover:text-sky-950">{c}</Link> })}
      </p>
    </div>
  );
}
