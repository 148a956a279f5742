import type { Metadata } from "next";
import { logbookViewer } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { AwardCard } from "@/components/logbook/award-card";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import type { AwardCard as Award } from "@/lib/awards/awards";
import { listAwardCards } from "@/lib/awards/list-award-cards";

export const metadata: Metadata = { title: "Awards" };

function AwardGroup({ id, title, description, awards }: { id: string; title: string; description: string; awards: Award[] }) {
  if (!awards.length) return null;
  const earned = awards.filter((a) => a.earned).length;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title} <span className="font-normal text-slate-500">({earned} of {awards.length} earned)</span>
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
  const header = <PageHeader title="Awards" description="Milestones of your diving life, earned as your logbook grows." action={<ButtonLink href="/logbook" variant="secondary">Your dive log</ButtonLink>} />;
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title="Your awards are not available right now.">{refusal}</FormMessage>
      </>
    );
  }
  // The same service as GET /diver/award-cards.
  const awards = await listAwardCards(user);
  return (
    <>
      {header}
      <div className="space-y-8">
        <AwardGroup id="dive-awards" title="Dive awards" description="For every dive in your logbook." awards={awards.filter((a) => a.kind === "dives")} />
        <AwardGroup
          id="pro-awards"
          title="Professional awards"
          description="For the certifications you issued as an instructor (revoked ones do not count)."
          awards={awards.filter((a) => a.kind === "certifications")}
        />
      </div>
    </>
  );
}
