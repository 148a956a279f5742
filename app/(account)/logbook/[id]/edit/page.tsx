import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { updateDive } from "@/app/(account)/logbook/actions";
import { countryOptions, skillOptions, withCurrentSkill } from "@/app/(account)/logbook/form-options";
import { diveFormWords } from "@/app/(account)/logbook/form-words";
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
import { offlineAccountKey } from "@/lib/offline/account-key";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("logbook");
  return { title: t("editDive") };
}

type Props = { params: Promise<{ id: string }> };

export default async function EditDivePage({ params }: Props) {
  const { id } = await params;
  const { user, refusal } = await logbookViewer(`/logbook/${encodeURIComponent(id)}/edit`);
  const t = await getTranslations("logbook");
  const locale = await getLocale();
  if (refusal) {
    return (
      <>
        <PageHeader title={t("editDive")} />
        <FormMessage kind="warning" title={t("cannotChange")}>{refusal}</FormMessage>
      </>
    );
  }
  const dive = await loadDive(user.id, id);
  const title = t("editDiveNumber", { number: dive.number });
  if (dive.is_signed) {
    return (
      <>
        <PageHeader title={title} description={dive.location ?? undefined} />
        <FormMessage kind="info" title={t("signedReadOnly")}>
          <p>{lockedMessage}</p>
          <p className="mt-1">
            {t("signedBy", { name: dive.verified_by ?? t("yourInstructor"), date: showDateTime(dive.signed_at, locale) })}
          </p>
        </FormMessage>
        <ButtonLink href={`/logbook/${dive.id}`} variant="secondary" className="mt-4">
          {t("backToDive")}
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
        skills={await withCurrentSkill(skills, dive.skill_id)}
        submitLabel={t("saveChanges")}
        cancelHref={`/logbook/${dive.id}`}
        offline={{ account: offlineAccountKey(user.id), words: await diveFormWords(), dive: { id: dive.id, updatedAt: dive.updated_at } }}
      />
    </>
  );
}
