import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { deleteModuleAction, deleteQuestionAction, deleteSkillAction, publishCourseAction } from "@/app/(console)/admin/courses/actions";
import { AdminStatusBadge, ConfirmDialog } from "@/components/admin";
import { CourseForm } from "@/components/catalogue/course-form";
import { ModuleEditor } from "@/components/catalogue/module-editor";
import { QuestionEditor } from "@/components/catalogue/question-editor";
import { SkillEditor } from "@/components/catalogue/skill-editor";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { staffPage } from "@/lib/auth/browser/page-access";
import { getAdminCourse } from "@/lib/catalogue/get-course";
import { ZIdParams, type AdminCourse, type AdminQuestion } from "@/lib/catalogue/schema";
import { courseLevels } from "@/lib/learning/record-schema";

type Props = { params: Promise<{ id: string }> };

async function load(raw: string): Promise<AdminCourse> {
  const parsed = ZIdParams.safeParse({ id: raw });
  if (!parsed.success) notFound();
  try {
    return await getAdminCourse(parsed.data.id);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue");
  const parsed = ZIdParams.safeParse({ id: (await params).id });
  const course = parsed.success ? await getAdminCourse(parsed.data.id).catch(() => null) : null;
  return { title: course ? `${course.code} · ${t("title")}` : t("title") };
}

function Section({ id, title, text, children }: { id: string; title: string; text?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      {text ? <p className="mt-1 text-sm text-slate-600">{text}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export default async function AdminCoursePage({ params }: Props) {
  const { id } = await params;
  const { refusal } = await staffPage("catalogue", `/admin/courses/${id}`);
  const t = await getTranslations("adminCatalogue");
  if (refusal) {
    return (
      <>
        <PageHeader title={t("title")} />
        <FormMessage kind="warning" title={t("staffOnly")}>{refusal}</FormMessage>
      </>
    );
  }
  const course = await load(id);
  const levelLabel = Object.fromEntries(courseLevels.map((l) => [l, t(`levels.${l}`)]));
  const del = (action: typeof deleteModuleAction, rowId: number, label: string, title: string, description: string) => (
    <ConfirmDialog triggerLabel={label} title={title} description={description} action={action.bind(null, course.id, rowId)} confirmLabel={t("delete")} />
  );
  const questionItem = (q: AdminQuestion, prefix: string) => (
    <li key={q.position} className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <details>
        <summary className="cursor-pointer list-inside text-sm font-medium text-slate-900">
          {t("question.numbered", { n: q.position, text: q.text })}
        </summary>
        <div className="mt-3 space-y-3">
          <QuestionEditor courseId={course.id} question={q} idPrefix={`${prefix}-q${q.position}`} />
          {del(deleteQuestionAction, q.id, t("question.deleteButton"), t("question.deleteTitle"), t("question.deleteText", { text: q.text }))}
        </div>
      </details>
    </li>
  );
  const status =
    course.published_version === null ? t("status.never") : course.draft_pending ? t("status.draft", { draft: course.draft_version ?? 0, published: course.published_version }) : t("status.current", { n: course.published_version });
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/courses" className="text-sky-800 underline">{t("back")}</Link>
      </p>
      <PageHeader
        title={`${course.code} · ${course.name}`}
        description={status}
        action={
          <div className="flex flex-wrap items-center gap-2">
            {course.published_version !== null ? <AdminStatusBadge tone="success" label={t("list.versionN", { n: course.published_version })} /> : null}
            {course.draft_pending ? <AdminStatusBadge tone="warning" label={t("list.draftPending")} /> : null}
          </div>
        }
      />
      <div className="space-y-6">
        <Section id="publish" title={t("publish.title")} text={t("publish.text")}>
          <ConfirmDialog
            triggerLabel={t("publish.button")}
            triggerVariant="primary"
            title={t("publish.confirmTitle", { code: course.code })}
            description={t("publish.confirmText")}
            action={publishCourseAction.bind(null, course.id)}
            confirmLabel={t("publish.button")}
          />
        </Section>
        <Section id="fields" title={t("course.title")} text={t("course.text")}>
          <CourseForm course={course} levelLabels={levelLabel} />
        </Section>
        <Section id="modules" title={t("module.heading")} text={t("module.text")}>
          {course.modules.length === 0 ? <p className="text-sm text-slate-600">{t("module.none")}</p> : null}
          <ol className="space-y-4">
            {course.modules.map((m) => (
              <li key={m.position} className="rounded-xl border border-slate-200 p-3 sm:p-4">
                <details>
                  <summary className="cursor-pointer text-base font-semibold text-slate-900">
                    {t("module.numbered", { n: m.position, title: m.title })}{" "}
                    <span className="text-sm font-normal text-slate-600">{t("module.questionsCount", { count: m.questions.length })}</span>
                  </summary>
                  <div className="mt-4 space-y-6">
                    <ModuleEditor courseId={course.id} module={{ id: m.id, title: m.title, content: m.content, pass_mark: m.pass_mark }} idPrefix={`m${m.position}`} />
                    <div>
                      <h3 className="mb-2 font-semibold text-slate-900">{t("question.quizHeading")}</h3>
                      <ol className="space-y-3">{m.questions.map((q) => questionItem(q, `m${m.position}`))}</ol>
                      <details className="mt-3 rounded-xl border border-dashed border-slate-300 p-3 sm:p-4">
                        <summary className="cursor-pointer text-sm font-medium text-sky-800">{t("question.addToQuiz")}</summary>
                        <div className="mt-3"><QuestionEditor courseId={course.id} moduleId={m.id} idPrefix={`m${m.position}-new`} /></div>
                      </details>
                    </div>
                    {del(deleteModuleAction, m.id, t("module.deleteButton"), t("module.deleteTitle"), t("module.deleteText", { title: m.title }))}
                  </div>
                </details>
              </li>
            ))}
          </ol>
          <details className="rounded-xl border border-dashed border-slate-300 p-3 sm:p-4">
            <summary className="cursor-pointer text-sm font-medium text-sky-800">{t("module.addHeading")}</summary>
            <div className="mt-3"><ModuleEditor courseId={course.id} idPrefix="new-module" /></div>
          </details>
        </Section>
        <Section id="exam" title={t("exam.heading")} text={t("exam.text")}>
          {course.exam.length === 0 ? <p className="text-sm text-slate-600">{t("exam.none")}</p> : <ol className="space-y-3">{course.exam.map((q) => questionItem(q, "exam"))}</ol>}
          <details className="rounded-xl border border-dashed border-slate-300 p-3 sm:p-4">
            <summary className="cursor-pointer text-sm font-medium text-sky-800">{t("exam.add")}</summary>
            <div className="mt-3"><QuestionEditor courseId={course.id} idPrefix="exam-new" /></div>
          </details>
        </Section>
        <Section id="skills" title={t("skill.heading")} text={t("skill.text")}>
          {course.skills.length === 0 ? <p className="text-sm text-slate-600">{t("skill.none")}</p> : null}
          <ol className="space-y-3">
            {course.skills.map((s) => (
              <li key={s.position} className="space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4">
                <SkillEditor courseId={course.id} skill={s} idPrefix={`s${s.position}`} />
                {del(deleteSkillAction, s.id, t("skill.deleteButton"), t("skill.deleteTitle"), t("skill.deleteText", { name: s.name }))}
              </li>
            ))}
          </ol>
          <div className="rounded-xl border border-dashed border-slate-300 p-3 sm:p-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{t("skill.addHeading")}</h3>
            <SkillEditor courseId={course.id} idPrefix="new-skill" />
          </div>
        </Section>
      </div>
    </>
  );
}
