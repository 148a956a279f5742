import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { logbookViewer, singleParams } from "@/app/(account)/logbook/viewer";
import { signDive } from "@/app/(account)/professional/dive-logs/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { DiveDetails } from "@/components/logbook/dive-details";
import { Figures } from "@/components/logbook/figures";
import { showDate, unitsOf } from "@/components/logbook/format";
import { SignDiveForm } from "@/components/logbook/sign-dive-form";
import { SignaturePanel } from "@/components/logbook/signature-panel";
import { AccessRefused } from "@/components/professional/access-refused";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { getInstructorDiveLog } from "@/lib/dive-logs/get-dive-log";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.dive");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(instructorId: number, id: string) {
  const key = ZDiveLogParams.safeParse({ id });
  if (!key.success) notFound();
  try {
    return await getInstructorDiveLog(instructorId, key.data.id);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}

export default async function InstructorDivePage({ params, searchParams }: Props) {
  const { id } = await params;
  const { user, refusal, system } = await logbookViewer(`/professional/dive-logs/${encodeURIComponent(id)}`, "professional");
  const t = await getTranslations("professional.dive");
  const locale = await getLocale();
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const dive = await load(user.id, id);
  const justSigned = singleParams(await searchParams).signed === "1";
  const diver = dive.diver ? `${dive.diver.full_name ?? dive.diver.member_id} (${dive.diver.member_id})` : t("unknownDiver");
  const me = user.name ?? user.email;
  const training = dive.skill_id === null ? null : dive.course_id === null ? t("skill", { skill: dive.skill_id }) : t("skillOfCourse", { skill: dive.skill_id, course: dive.course_id });

  return (
    <>
      <PageHeader
        title={t("heading", { number: dive.number, diver: dive.diver?.full_name ?? diver })}
        description={`${dive.location ?? t("noSite")} · ${showDate(dive.date, locale)}`}
        action={<ButtonLink href="/professional/dive-logs" variant="secondary">{t("all")}</ButtonLink>}
      />
      <div className="space-y-4">
        {justSigned ? <FormMessage kind="success" title={t("signed")}>{t("signedText")}</FormMessage> : null}
        {dive.is_signed ? (
          <SignaturePanel dive={dive} instructor={me} viewer="instructor" />
        ) : (
          <Card title={t("yourSignature")} description={t("namedYou", { diver })}>
            <SignDiveForm action={signDive.bind(null, String(dive.id))} summary={t("summary", { number: dive.number, diver })} />
          </Card>
        )}
        <Figures dive={dive} viewer="instructor" />
        <DiveDetails dive={dive} units={unitsOf(system)} instructor={me} training={training} />
      </div>
    </>
  );
}
