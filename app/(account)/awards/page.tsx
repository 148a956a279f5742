import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { logbookViewer } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { AwardCard } from "@/components/logbook/award-card";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import type { AwardCard as Award } from "@/lib/awards/awards";
import { listAwardCards } from "@/lib/awards/list-award-cards";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("awards") };
}

function AwardGroup({ id, title, description, awards }: { id: string; title: string; description: string; awards: Award[] }) {
  const t = useTranslations("awards");
  if (!awards.length) return null;
  const earned = awards.filter((a) => a.earned).length;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title} <span className="font-normal text-slate-500">{t("earnedOf", { earned, total: awards.length })}</span>
        </h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {awards.map((a) => (
          <AwardCard key={a.code} award={a} />
        ))}
      </ul>
    </section>
  );
}

export default async function AwardsPage() {
  const { user, refusal } = await logbookViewer("/awards");
  const t = await getTranslations("awards");
  const header = <PageHeader title={t("title")} description={t("description")} action={<ButtonLink href="/logbook" variant="secondary">{t("diveLog")}</ButtonLink>} />;
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("unavailable")}>{refusal}</FormMessage>
      </>
    );
  }
  // The same service as GET /diver/award-cards.
  const awards = await listAwardCards(user);
  return (
    <>
      {header}
      <div className="space-y-8">
        <AwardGroup id="dive-awards" title={t("dives")} description={t("divesText")} awards={awards.filter((a) => a.kind === "dives")} />
        <AwardGroup
          id="pro-awards"
          title={t("pro")}
          description={t("proText")}
          awards={awards.filter((a) => a.kind === "certifications")}
        />
      </div>
    </>
  );
}
