import type { Metadata } from "next";
import { skillOptions } from "@/app/(account)/logbook/form-options";
import { loadDive } from "@/app/(account)/logbook/load-dive";
import { logbookViewer, singleParams } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { DiveDetails } from "@/components/logbook/dive-details";
import { Figures } from "@/components/logbook/figures";
import { showDate, unitsOf } from "@/components/logbook/format";
import { SignatureBadge } from "@/components/logbook/signature-badge";
import { SignaturePanel } from "@/components/logbook/signature-panel";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { instructorRefs } from "@/lib/dive-logs/find-instructor";

export const metadata: Metadata = { title: "Dive" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DivePage({ params, searchParams }: Props) {
  const { id } = await params;
  const { user, refusal, system } = await logbookViewer(`/logbook/${encodeURIComponent(id)}`);
  if (refusal) {
    return (
      <>
        <PageHeader title="Dive" />
        <FormMessage kind="warning" title="Your dive log is not available right now.">{refusal}</FormMessage>
      </>
    );
  }
  const dive = await loadDive(user.id, id);
  const saved = singleParams(await searchParams).saved;
  const [instructors, skills] = await Promise.all([instructorRefs([dive.instructor_id]), dive.skill_id === null ? [] : skillOptions(user.id)]);
  const ref = dive.instructor_id === null ? undefined : instructors.get(dive.instructor_id);
  const instructor = ref ? `${ref.full_name ?? ref.member_id} (${ref.member_id})` : null;
  const skill = skills.find((s) => s.value === String(dive.skill_id));
  const training = dive.skill_id === null ? null : skill ? `${skill.label.split(" · ")[0]} — ${skill.group}` : `Skill #${dive.skill_id}`;

  return (
    <>
      <PageHeader
        title={`Dive #${dive.number}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {dive.location ?? "No site given"} · {showDate(dive.date)} <SignatureBadge dive={dive} />
          </span>
        }
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink href="/logbook" variant="secondary">All dives</ButtonLink>
            {dive.is_signed ? null : <ButtonLink href={`/logbook/${dive.id}/edit`}>Edit dive</ButtonLink>}
          </div>
        }
      />
      <div className="space-y-4">
        {saved === "created" || saved === "updated" ? (
          <FormMessage kind="success" title={saved === "created" ? `Dive #${dive.number} is in your logbook.` : "Your changes are saved."}>
            Here is what DiveCert worked out from it{dive.instructor_id !== null && !dive.is_signed ? `; it now waits for ${instructor ?? "the instructor"} to sign it` : ""}.
          </FormMessage>
        ) : null}
        <Figures dive={dive} />
        <SignaturePanel dive={dive} instructor={instructor} />
        <DiveDetails dive={dive} units={unitsOf(system)} instructor={instructor} training={training} />
      </div>
    </>
  );
}
