import type { Metadata } from "next";
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
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { getClassroom } from "@/lib/professional/get-classroom";
import { listClassroomCandidates } from "@/lib/professional/list-classroom-candidates";
import { ZClassroomParams } from "@/lib/professional/schema";

export const metadata: Metadata = { title: "Classroom" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ClassroomPage({ params, searchParams }: Props) {
  const [{ id: ref }, query] = await Promise.all([params, searchParams]);
  const user = await requireSessionUser(`/professional/classrooms/${encodeURIComponent(ref)}`);
  const refusal = await pageRefusal(user.id, "professional");
  if (refusal) return <AccessRefused title="Classroom" reason={refusal} />;
  const parsed = ZClassroomParams.safeParse({ id: ref });
  if (!parsed.success) notFound();
  const id = parsed.data.id;
  // Someone else's classroom is simply not found, as in the API.
  const classroom = await getClassroom(user.id, id).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const candidates = await listClassroomCandidates(user.id, id);
  const full = classroom.capacity !== null && classroom.students.length >= classroom.capacity;

  return (
    <>
      <BackLink href="/professional/classrooms" label="Classrooms" />
      <PageHeader title={classroom.name} description={`${classroom.course.name} · created ${classroom.created_at.slice(0, 10)}`} />
      {query.created ? (
        <FormMessage kind="success" className="mb-6">
          Classroom created. Add your students of this course below.
        </FormMessage>
      ) : null}
      <div className="space-y-6">
        <ClassroomFacts classroom={classroom} />
        <Card title="Sessions">
          <SessionList sessions={classroom.sessions} />
        </Card>
        <Card title="Students" description="Progress through the course and the status of each student's medical questionnaire.">
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
