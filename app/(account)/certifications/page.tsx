import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { Icon } from "@/components/certifications/icons";
import { CertificationItem } from "@/components/certifications/certification-item";
import { CertificationTabs, type CertificationView } from "@/components/certifications/certification-tabs";
import { PageHeader } from "@/components/certifications/page-header";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { listCertifications } from "@/lib/certifications/list-certifications";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("certifications") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CertificationsPage({ searchParams }: Props) {
  const user = await requireSessionUser("/certifications");
  const t = await getTranslations("certifications");
  const header = <PageHeader title={t("title")} description={t("description")} />;
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("unavailable")}>
          {refusal}
        </FormMessage>
      </>
    );
  }

  const view: CertificationView = (await searchParams).view === "history" ? "history" : "current";
  // The same two lists as GET /diver/certifications (valid and revoked) and /diver/certifications/history (all).
  const [current, history] = await Promise.all([
    listCertifications(user.id, await pageLanguage(), { statuses: ["valid", "revoked"] }),
    listCertifications(user.id, await pageLanguage()),
  ]);
  const shown = view === "history" ? history : current;

  return (
    <>
      {header}
      <CertificationTabs active={view} counts={{ current: current.length, history: history.length }} />
      {shown.length === 0 ? (
        <EmptyState
          icon={<Icon name="award" />}
          title={view === "history" ? t("noneYet") : t("noneCurrent")}
          description={t("howIssued")}
          action={<ButtonLink href="/store">{t("browse")}</ButtonLink>}
        />
      ) : (
        <div className="space-y-4">
          {shown.map((c) => (
            <CertificationItem key={c.id} certification={c} />
          ))}
        </div>
      )}
    </>
  );
}
