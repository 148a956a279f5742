import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { enableStudentExam, signStudentSkills } from "@/app/(account)/professional/students/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { AccessRefused } from "@/components/professional/access-refused";
import { ExamPanel } from "@/components/professional/exam-panel";
import { QuizResults } from "@/components/professional/quiz-results";
import { SignSkillsForm } from "@/components/professional/sign-skills-form";
import { StudentSummary } from "@/components/professional/student-summary";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { getExamResult, getQuizResult } from "@/lib/learning/attempt-result";
import { instructorScope } from "@/lib/learning/course-log-scope";
import { getStudentProgress } from "@/lib/learning/get-course-log";
import { ZLogCode } from "@/lib/learning/schema";
import { referStudent } from "@/app/(account)/professional/referrals/actions";
import { StudentReferral } from "@/components/referrals/student-referral";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.student");
  return { title: t("title") };
}

type Props = { params: Promise<{ logCode: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A missing result (no attempt yet) is null; anything else is a real error. */
const orNull = <T,>(p: Promise<T>) => p.catch((e) => (e instanceof AppError && e.code === "not_found" ? null : Promise.reject(e)));

export default async function StudentPage({ params, searchParams }: Props) {
  const { logCode: raw } = await params;
  const user = await requireSessionUser(`/professional/students/${encodeURIComponent(raw)}`);
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("professional.student");
  const tRef = await getTranslations("referrals.refer");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const code = ZLogCode.safeParse(raw);
  if (!code.success) notFound();
  const logCode = code.data;
  // The same reads as GET .../progress, .../quiz-result and .../exam-result: another
  // instructor's student (or an unknown code) is simply not found.
  const scope = instructorScope(user.id);
  const lang = await pageLanguage();
  const detail = await getStudentProgress(user.id, logCode, lang).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const attempted = detail.modules.filter((m) => m.quiz.best_score !== null);
  const [quizResults, examResult, query] = await Promise.all([
    Promise.all(attempted.map(async (m) => [m.id, await orNull(getQuizResult(scope, logCode, m.id))] as const)),
    detail.exam && detail.exam.attempts_used > 0 ? orNull(getExamResult(scope, logCode)) : null,
    searchParams,
  ]);
  const results = new Map(quizResults.filter((r): r is readonly [number, NonNullable<(typeof r)[1]>] => r[1] !== null));
  const writable = detail.status === "active";
  const name = detail.student?.full_name ?? t("title");

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/professional/students" className="font-medium text-sky-800 underline-offset-2 hover:underline">
          {t("back")}
        </Link>
      </p>
      <PageHeader title={name} description={<span className="font-mono">{detail.student?.member_id}</span>} />
      {query.referred === "1" ? (
        <FormMessage kind="success" className="mb-6" title={tRef("acceptedTitle")}>
          {tRef("acceptedText", { name, course: detail.course.name })}
        </FormMessage>
      ) : null}
      {query.enrolled === "1" ? (
        <FormMessage kind="success" className="mb-6" title={t("enrolled")}>
          {t("canStart", { name, course: detail.course.name })}
        </FormMessage>
      ) : null}
      <div className="space-y-6">
        <StudentSummary detail={detail} />
        <QuizResults modules={detail.modules} results={results} lang={lang} />
        <ExamPanel detail={detail} result={examResult} enable={enableStudentExam.bind(null, logCode)} writable={writable} lang={lang} />
        <Card title={t("skills")} description={t("skillsText")}>
          {detail.skills.length === 0 ? (
            <p className="text-sm text-slate-600">{t("noSkills")}</p>
          ) : (
            <SignSkillsForm skills={detail.skills} action={signStudentSkills.bind(null, logCode)} writable={writable} />
          )}
        </Card>
        {writable ? <StudentReferral logCode={logCode} instructorId={user.id} action={referStudent.bind(null, logCode)} lang={lang} /> : null}
      </div>
    </>
  );
}
