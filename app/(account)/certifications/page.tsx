import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { pageRefusal } from "@/lib/auth/page-access";
import { Icon } from "@/components/certifications/icons";
import { CertificationItem } from "@/components/certifications/certification-item";
import { CertificationTabs, type CertificationView } from "@/components/certifications/certification-tabs";
import { PageHeader } from "@/components/certifications/page-header";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/session";
import { listCertifications } from "@/lib/certifications/list-certifications";

export const metadata: Metadata = { title: "Certifications" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CertificationsPage({ searchParams }: Props) {
  const user = await requireSessionUser("/certifications");
  const header = <PageHeader title="Your certifications" description="Your DiveCert cards: show them at dive centers, or let anyone check them online." />;
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title="Your certifications are not available right now.">
          {refusal}
        </FormMessage>
      </>
    );
  }

  const view: CertificationView = (await searchParams).view === "history" ? "history" : "current";
  // The same two lists as GET /diver/certifications (valid) and /diver/certifications/history (all).
  const [current, history] = await Promise.all([
    listCertifications(user.id, await pageLanguage(), { statuses: ["valid"] }),
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
          title={view === "history" ? "No certifications yet" : "No current certifications"}
          description="A certification is issued when you complete a course: every quiz, the final exam and the skills signed by your instructor."
          action={<ButtonLink href="/store">Browse courses</ButtonLink>}
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
