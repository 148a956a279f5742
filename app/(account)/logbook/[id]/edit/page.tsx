import type { Metadata } from "next";
import { updateDive } from "@/app/(account)/logbook/actions";
import { countryOptions, skillOptions, withCurrentSkill } from "@/app/(account)/logbook/form-options";
import { loadDive } from "@/app/(account)/logbook/load-dive";
import { logbookViewer } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { DiveForm } from "@/components/logbook/dive-form";
import { showDateTime } from "@/components/logbook/format";
import { storedDiveValues } from "@/components/logbook/form-values";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { instructorRefs } from "@/lib/dive-logs/find-instructor";
import { lockedMessage } from "@/lib/dive-logs/update-dive-log";

export const metadata: Metadata = { title: "Edit dive" };

type Props = { params: Promise<{ id: string }> };

export default async function EditDivePage({ params }: Props) {
  const { id } = await params;
  const { user, refusal } = await logbookViewer(`/logbook/${encodeURIComponent(id)}/edit`);
  if (refusal) {
    return (
      <>
        <PageHeader title="Edit dive" />
        <FormMessage kind="warning" title="You cannot change dives right now.">{refusal}</FormMessage>
      </>
    );
  }
  const dive = await loadDive(user.id, id);
  const title = `Edit dive #${dive.number}`;
  if (dive.is_signed) {
    return (
      <>
        <PageHeader title={title} description={dive.location ?? undefined} />
        <FormMessage kind="info" title="This dive is signed and read-only">
          <p>{lockedMessage}</p>
          <p className="mt-1">
            Signed by {dive.verified_by ?? "your instructor"} on {showDateTime(dive.signed_at)}. The signature vouches for exactly what was logged, so a
            signed dive stays as it was signed.
          </p>
        </FormMessage>
        <ButtonLink href={`/logbook/${dive.id}`} variant="secondary" className="mt-4">
          Back to the dive
        </ButtonLink>
      </>
    );
  }
  const [instructors, skills] = await Promise.all([instructorRefs([dive.instructor_id]), skillOptions(user.id)]);
  const instructor = dive.instructor_id === null ? null : instructors.get(dive.instructor_id) ?? null;
  return (
    <>
      <PageHeader title={title} description={dive.location ?? undefined} />
      <DiveForm
        action={updateDive.bind(null, String(dive.id))}
        values={storedDiveValues(dive, instructor?.member_id ?? null)}
        countries={await countryOptions()}
        skills={withCurrentSkill(skills, dive.skill_id)}
        submitLabel="Save changes"
        cancelHref={`/logbook/${dive.id}`}
      />
    </>
  );
}
