import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { formatDay } from "@/components/learning/format";
import { pageLanguage } from "@/lib/i18n/page-language";
import { notFound } from "next/navigation";
import { addStudentAction, removeStudentAction } from "@/app/(account)/professional/classrooms/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { AccessRefused } from "@/components/professional/access-refused";
import { BackLink } from "@/components/professional/back-link";
import { ClassroomFacts, SessionList, StudentRows } from "@/components/professional/classroom-detail";
import { AddStudentForm, RemoveStudentButton } from "@/components/professional/classroom-student-forms";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { getClassroom } from "@/lib/professional/get-classroom";
import { listClassroomCandidates } from "@/lib/professional/list-classroom-candidates";
import { ZClassroomParams } from "@/lib/professional/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.classroom");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ClassroomPage({ params, searchParams }: Props) {
  const [{ id: ref }, query] = await Promise.all([params, searchParams]);
  const user = await requireSessionUser(`/professional/classrooms/${encodeURIComponent(ref)}`);
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("professional.classroom");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const parsed = ZClassroomParams.safeParse({ id: ref });
  if (!parsed.success) notFound();
  const id = parsed.data.id;
  // Someone else's classroom is simply not found, as in the API.
  const classroom = await getClassroom(user.id, id).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const candidates = await listClassroomCandidates(user.id, id);
  const lang = await pageLanguage();
  const full = classroom.capacity !== null && classroom.students.length >= classroom.capacity;

  return (
    <>
      <BackLink href="/professional/classrooms" label={t("back")} />
      <PageHeader title={classroom.name} description={t("subtitle", { course: classroom.course.name, date: formatDay(classroom.created_at, lang) })} />
      {query.created ? (
        <FormMessage kind="success" className="mb-6">
          {t("created")}
        </FormMessage>
      ) : null}
      <div className="space-y-6">
        <ClassroomFacts classroom={classroom} lang={lang} />
        <Card title={t("sessions")}>
          <SessionList sessions={classroom.sessions} lang={lang} />
        </Card>
        <Card title={t("students")} description={t("studentsText")}>
          <StudentRows
            students={classroom.students}
            remove={(s) => <RemoveStudentButton action={removeStudentAction.bind(null, id, s.log_code)} name={s.full_name ?? s.member_id} />}
          />
          <div className="mt-6 border-t border-slate-100 pt-5">
            <AddStudentForm
              action={addStudentAction.bind(null, id)}
              full={full}
              candidates={candidates.map((c) => ({ value: c.log_code, label: `${c.full_name ?? c.member_id} · ${c.member_id} · ${c.log_code}` }))}
            />
          </div>
        </Card>
      </div>
    </>
  );
}
