import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { ResultPanel } from "@/components/layout/result-panel";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.consent");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The consent link sent to a minor's guardian redirects browsers here with ?result=.
export default async function GuardianConsentPage({ searchParams }: Props) {
  const raw = (await searchParams).result;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const result = value === "ok" ? "ok" : value === "expired" ? "expired" : "invalid";
  const t = await getTranslations("auth.consent");

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        {result === "ok" ? (
          <ResultPanel
            tone="ok"
            title={t("recorded")}
            actions={
              <Link href="/" className={buttonClasses("secondary")}>
                {t("about")}
              </Link>
            }
          >
            <p>{t("recordedText")}</p>
          </ResultPanel>
        ) : (
          <ResultPanel
            tone={result === "expired" ? "expired" : "invalid"}
            title={result === "expired" ? t("expired") : t("invalid")}
            actions={
              <Link href="/" className={buttonClasses("secondary")}>
                {t("about")}
              </Link>
            }
          >
            <p>
              {result === "expired" ? t("expiredText") : t("invalidText")}
            </p>
            <p>{t("nothing")}</p>
          </ResultPanel>
        )}
      </Card>
    </div>
  );
}
