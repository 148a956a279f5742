import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CredentialChecker } from "@/components/credentials/credential-checker";
import { Card } from "@/components/ui/card";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("credentials.page");
  return { title: t("metaTitle"), robots: { index: false } };
}

// The checker a dive center opens (or a camera app opens from a card's QR): everything is checked
// in the browser, the code after '#' never reaches the server (decision 0032).
export default async function VerifyCheckerPage() {
  const t = await getTranslations("credentials.page");
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-14">
      <p className="text-sm font-medium uppercase tracking-wide text-sky-700">{t("eyebrow")}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 text-slate-600">{t("intro")}</p>
      <Card className="mt-6">
        <CredentialChecker />
      </Card>
      <p className="mt-6 text-sm text-slate-600">{t("memberLookup")}</p>
    </div>
  );
}
