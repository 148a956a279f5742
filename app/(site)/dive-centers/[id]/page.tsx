import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { searchRefusal } from "@/app/(site)/search-guard";
import { ProfileFacts } from "@/components/search/profile-facts";
import { ResultLink } from "@/components/search/search-shell";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { getPublicDiveCenter } from "@/lib/dive-centers/get-public-dive-center";
import { ZDiveCenterParams } from "@/lib/dive-centers/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search.center");
  return { title: t("metaTitle") };
}

type Props = { params: Promise<{ id: string }> };

// Public profile of an active dive center: address, contact, what it says about itself and its
// instructors — its instructor members whose professional membership is active (the API's read,
// GET /dive-centers/{id}, contract section 6).
export default async function DiveCenterPage({ params }: Props) {
  const parsed = ZDiveCenterParams.safeParse(await params);
  if (!parsed.success) notFound();
  const refusal = await searchRefusal();
  const t = await getTranslations("search.center");
  if (refusal) return <div className="mx-auto max-w-3xl px-4 py-12"><FormMessage kind="error">{refusal}</FormMessage></div>;
  const center = await getPublicDiveCenter(parsed.data.id, await pageLanguage(), { activeOnly: true }).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const address = [center.address, [center.postal_code, center.city].filter(Boolean).join(" "), center.country_name ?? center.country].filter(Boolean).join(", ");
  const link = (href: string, text: string) => <a href={href} className="text-sky-800 underline break-all hover:text-sky-950">{text}</a>;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link href="/dive-centers" className="text-sm text-sky-800 underline hover:text-sky-950">
        {t("back")}
      </Link>
      <p className="mt-4 text-sm font-medium tracking-wide text-sky-700 uppercase">{t("eyebrow")}</p>
      <h1 className="mt-1 mb-6 text-3xl font-bold text-slate-900">{center.name}</h1>
      <ProfileFacts
        facts={[
          [t("address"), address],
          [t("phone"), center.contact.phone ? link(`tel:${center.contact.phone.replace(/\s+/g, "")}`, center.contact.phone) : null],
          [t("email"), center.contact.email ? link(`mailto:${center.contact.email}`, center.contact.email) : null],
          [t("website"), center.contact.website && /^https?:\/\//.test(center.contact.website) ? link(center.contact.website, center.contact.website) : null],
          [t("distributor"), center.distributor?.name],
        ]}
      />
      {center.description ? <p className="mt-6 whitespace-pre-line text-slate-700">{center.description}</p> : null}
      <h2 className="mt-10 mb-4 text-xl font-semibold text-slate-900">{t("instructors")}</h2>
      {center.instructors.length === 0 ? (
        <EmptyState title={t("none")} description={t("noneText")} />
      ) : (
        <ul className="space-y-3" aria-label={t("list")}>
          {center.instructors.map((p) => (
            <li key={p.member_id}>
              <ResultLink href={`/instructors/${p.member_id}`} title={p.full_name ?? p.member_id} lines={[p.qualification]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
