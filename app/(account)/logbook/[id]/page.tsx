import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { skillOptions } from "@/app/(account)/logbook/form-options";
import { loadDive } from "@/app/(account)/logbook/load-dive";
import { profileForChart } from "@/app/(account)/logbook/profile-points";
import { logbookViewer, singleParams } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { DiveDetails } from "@/components/logbook/dive-details";
import { Figures } from "@/components/logbook/figures";
import { ProfileChart } from "@/components/logbook/profile-chart";
import { showDate, unitsOf } from "@/components/logbook/format";
import { SignatureBadge } from "@/components/logbook/signature-badge";
import { SignaturePanel } from "@/components/logbook/signature-panel";
import { PendingDiveEdit } from "@/components/offline/pending-dive-edit";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { instructorRefs } from "@/lib/dive-logs/find-instructor";
import { offlineAccountKey } from "@/lib/offline/account-key";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("logbook.detail");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DivePage({ params, searchParams }: Props) {
  const { id } = await params;
  const { user, refusal, system } = await logbookViewer(`/logbook/${encodeURIComponent(id)}`);
  const t = await getTranslations("logbook.detail");
  const lb = await getTranslations("logbook");
  const locale = await getLocale();
  if (refusal) {
    return (
      <>
        <PageHeader title={t("title")} />
        <FormMessage kind="warning" title={lb("unavailable")}>{refusal}</FormMessage>
      </>
    );
  }
  const dive = await loadDive(user.id, id);
  const saved = singleParams(await searchParams).saved;
  const [instructors, skills, profile] = await Promise.all([
    instructorRefs([dive.instructor_id]),
    dive.skill_id === null ? [] : skillOptions(user.id),
    dive.has_profile ? profileForChart(user.id, dive.id, unitsOf(system)) : null,
  ]);
  const ref = dive.instructor_id === null ? undefined : instructors.get(dive.instructor_id);
  const instructor = ref ? `${ref.full_name ?? ref.member_id} (${ref.member_id})` : null;
  const skill = skills.find((s) => s.value === String(dive.skill_id));
  const training = dive.skill_id === null ? null : skill ? `${skill.label.split(" · ")[0]} — ${skill.group}` : t("skillNumber", { id: dive.skill_id });

  return (
    <>
      <PageHeader
        title={t("heading", { number: dive.number })}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {dive.location ?? t("noSite")} · {showDate(dive.date, locale)} <SignatureBadge dive={dive} />
          </span>
        }
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink href="/logbook" variant="secondary">{t("allDives")}</ButtonLink>
            {dive.is_signed ? null : <ButtonLink href={`/logbook/${dive.id}/edit`}>{lb("editDive")}</ButtonLink>}
          </div>
        }
      />
      <div className="space-y-4">
        {/* An edit made offline, waiting on this device to be sent (decision 0049). */}
        <PendingDiveEdit
          account={offlineAccountKey(user.id)}
          diveId={dive.id}
          units={{ depth_unit: dive.depth_unit, pressure_unit: dive.pressure_unit, temperature_unit: dive.temperature_unit, weights_unit: dive.weights_unit }}
        />
        {saved === "created" || saved === "updated" ? (
          <FormMessage kind="success" title={saved === "created" ? t("created", { number: dive.number }) : t("updated")}>
            {dive.instructor_id !== null && !dive.is_signed ? t("workedOutWaiting", { name: instructor ?? t("theInstructor") }) : t("workedOut")}
          </FormMessage>
        ) : null}
        {profile ? <ProfileChart points={profile.points} events={profile.events} units={profile.units} ascents={profile.ascents} /> : null}
        <Figures dive={dive} />
        {dive.computer ? (
          <p className="text-sm text-slate-600" data-testid="dive-computer">
            {t("computer", { model: dive.computer.model ?? "—", serial: dive.computer.serial ?? "—" })}
          </p>
        ) : null}
        <SignaturePanel dive={dive} instructor={instructor} />
        <DiveDetails dive={dive} units={unitsOf(system)} instructor={instructor} training={training} />
      </div>
    </>
  );
}
