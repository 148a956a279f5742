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

export const metadata: Metadata = { title: "Student dive" };

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
  if (refusal) return <AccessRefused title="Student dive" reason={refusal} />;
  const dive = await load(user.id, id);
  const justSigned = singleParams(await searchParams).signed === "1";
  const diver = dive.diver ? `${dive.diver.full_name ?? dive.diver.member_id} (${dive.diver.member_id})` : "Unknown diver";
  const me = user.name ?? user.email;
  const training = dive.skill_id === null ? null : `Skill #${dive.skill_id}${dive.course_id === null ? "" : ` of course #${dive.course_id}`}`;

  return (
    <>
      <PageHeader
        title={`Dive #${dive.number} of ${dive.diver?.full_name ?? diver}`}
        description={`${dive.location ?? "No site given"} · ${showDate(dive.date)}`}
        action={<ButtonLink href="/professional/dive-logs" variant="secondary">All dives to sign</ButtonLink>}
      />
      <div className="space-y-4">
        {justSigned ? <FormMessage kind="success" title="Dive signed.">The dive is now locked; the student sees your signature in their logbook.</FormMessage> : null}
        {dive.is_signed ? (
          <SignaturePanel dive={dive} instructor={me} viewer="instructor" />
        ) : (
          <Card title="Your signature" description={`${diver} named you as the instructor of this dive.`}>
            <SignDiveForm action={signDive.bind(null, String(dive.id))} summary={`dive #${dive.number} of ${diver}`} />
          </Card>
        )}
        <Figures dive={dive} viewer="instructor" />
        <DiveDetails dive={dive} units={unitsOf(system)} instructor={me} training={training} />
      </div>
    </>
  );
}
