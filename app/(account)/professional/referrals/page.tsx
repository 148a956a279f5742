import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { acceptReferralCode, previewReferralCode } from "@/app/(account)/professional/referrals/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { AccessRefused } from "@/components/professional/access-refused";
import { AcceptReferralFlow } from "@/components/referrals/accept-referral-flow";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { pageLanguage } from "@/lib/i18n/page-language";
import { openReferralCode } from "@/lib/referrals/preview-referral";
import { receivingCenters } from "@/lib/referrals/receiving-centers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("referrals.accept");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// "Accept a referral": a professional pastes a code (or opens the QR code's link, which names the
// referral by its id and fills the code in), sees its verified record and takes the student over.
export default async function AcceptReferralPage({ searchParams }: Props) {
  const user = await requireSessionUser("/professional/referrals");
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("referrals.accept");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const ref = (await searchParams).ref;
  const jti = typeof ref === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(ref) ? ref : null;
  const [centers, initialCode, lang] = await Promise.all([receivingCenters(user.id), jti ? openReferralCode(jti) : null, pageLanguage()]);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/professional/students" className="font-medium text-sky-800 underline-offset-2 hover:underline">
          {t("back")}
        </Link>
      </p>
      <PageHeader title={t("title")} description={t("description")} />
      <AcceptReferralFlow preview={previewReferralCode} accept={acceptReferralCode} centers={centers} initialCode={initialCode ?? ""} lang={lang} />
    </>
  );
}
