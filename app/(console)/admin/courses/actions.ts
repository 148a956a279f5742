"use server";

import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { staffPage } from "@/lib/auth/page-access";
import type { Actor } from "@/lib/catalogue/audit";
import { createCourse } from "@/lib/catalogue/create-course";
import { createModule } from "@/lib/catalogue/create-module";
import { createExamQuestion, createModuleQuestion } from "@/lib/catalogue/create-question";
import { createSkill } from "@/lib/catalogue/create-skill";
import { deleteModule } from "@/lib/catalogue/delete-module";
import { deleteQuestion } from "@/lib/catalogue/delete-question";
import { courseFormInput, moduleFormInput, questionFormInput, skillFormInput } from "@/lib/catalogue/form-input";
import { publishCourse } from "@/lib/catalogue/publish-course";
import { ZCourseInput, ZCoursePatch, ZModuleInput, ZModulePatch, ZQuestionInput, ZQuestionPatch, ZSkillInput, ZSkillPatch } from "@/lib/catalogue/schema";
import { updateCourse } from "@/lib/catalogue/update-course";
import { updateModule } from "@/lib/catalogue/update-module";
import { updateQuestion } from "@/lib/catalogue/update-question";
import { deleteSkill, updateSkill } from "@/lib/catalogue/update-skill";
import { localizeCatalogue } from "@/app/(console)/admin/courses/messages";
import type { AdminActionState } from "@/components/admin/action-state";
import { pageAuditContext } from "@/lib/auth/page-client";

// The catalogue pages' twins of the /api/v1/admin/courses... routes: same schemas, same services.

export type CatalogueState = { error?: string; fields?: FieldErrors; done?: number };

async function actor(): Promise<Actor | string> {
  const { user, refusal } = await staffPage("catalogue", "/admin/courses");
  return refusal ?? (await pageAuditContext(user.id));
}

async function run<S extends z.ZodType>(schema: S, input: unknown, work: (data: z.output<S>, who: Actor) => Promise<unknown>, path?: string): Promise<CatalogueState> {
  const t = await getTranslations("adminCatalogue");
  const who = await actor();
  if (typeof who === "string") return { error: who };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { error: t("errors.fix"), fields: await localizeCatalogue(fieldErrorsOf(parsed.error)) };
  try {
    await work(parsed.data, who);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const fields = e.extra.fields ? await localizeCatalogue(e.extra.fields) : undefined;
    return { error: fields ? t("errors.fix") : (await localizeCatalogue({ _: [e.message] }))._![0], fields };
  }
  revalidatePath(path ?? "/admin/courses");
  return { done: Date.now() };
}

const idOf = (form: FormData, name = "id") => Number(form.get(name));

/** The answer the admin kit's ConfirmDialog reads (publish and deletions are confirmed there). */
async function confirmed(state: Promise<CatalogueState>, success: "published" | "deleted"): Promise<AdminActionState> {
  const s = await state;
  const t = await getTranslations("adminCatalogue.done");
  if (s.done) return { status: "success", message: t(success) };
  return { status: "error", message: s.error, fields: s.fields };
}

export async function createCourseAction(_: CatalogueState, form: FormData): Promise<CatalogueState> {
  let id = 0;
  const state = await run(ZCourseInput, courseFormInput(form), async (data, who) => void (id = (await createCourse(data, who)).id as number));
  if (state.done) redirect(`/admin/courses/${id}`);
  return state;
}

export async function updateCourseAction(_: CatalogueState, form: FormData): Promise<CatalogueState> {
  return run(ZCoursePatch, courseFormInput(form), (data, who) => updateCourse(idOf(form), data, who), `/admin/courses/${idOf(form)}`);
}

export async function publishCourseAction(_: AdminActionState, form: FormData): Promise<AdminActionState> {
  return confirmed(run(ZCoursePatch, {}, (_data, who) => publishCourse(idOf(form), who), `/admin/courses/${idOf(form)}`), "published");
}

export async function createModuleAction(_: CatalogueState, form: FormData): Promise<CatalogueState> {
  return run(ZModuleInput, moduleFormInput(form), (data, who) => createModule(idOf(form, "course_id"), data, who), `/admin/courses/${idOf(form, "course_id")}`);
}

export async function updateModuleAction(_: CatalogueState, form: FormData): Promise<CatalogueState> {
  return run(ZModulePatch, moduleFormInput(form), (data, who) => updateModule(idOf(form), data, who), `/admin/courses/${idOf(form, "course_id")}`);
}

export async function deleteModuleAction(_: AdminActionState, form: FormData): Promise<AdminActionState> {
  return confirmed(run(ZModulePatch, {}, (_data, who) => deleteModule(idOf(form), who), `/admin/courses/${idOf(form, "course_id")}`), "deleted");
}

export async function createQuestionAction(_: CatalogueState, form: FormData): Promise<CatalogueState> {
  const courseId = idOf(form, "course_id");
  const moduleId = idOf(form, "module_id");
  return run(ZQuestionInput, questionFormInput(form), (data, who) => (moduleId ? createModuleQuestion(moduleId, data, who) : createExamQuestion(courseId, data, who)), `/admin/courses/${courseId}`);
}

export async function updateQuestionAction(_: CatalogueState, form: FormData): Promise<CatalogueState> {
  return run(ZQuestionPatch, questionFormInput(form), (data, who) => updateQuestion(idOf(form), data, who), `/admin/courses/${idOf(form, "course_id")}`);
}

export async function deleteQuestionAction(_: AdminActionState, form: FormData): Promise<AdminActionState> {
  return confirmed(run(ZQuestionPatch, {}, (_data, who) => deleteQuestion(idOf(form), who), `/admin/courses/${idOf(form, "course_id")}`), "deleted");
}

export async function createSkillAction(_: CatalogueState, form: FormData): Promise<CatalogueState> {
  return run(ZSkillInput, skillFormInput(form), (data, who) => createSkill(idOf(form, "course_id"), data, who), `/admin/courses/${idOf(form, "course_id")}`);
}

export async function updateSkillAction(_: CatalogueState, form: FormData): Promise<CatalogueState> {
  return run(ZSkillPatch, skillFormInput(form), (data, who) => updateSkill(idOf(form), data, who), `/admin/courses/${idOf(form, "course_id")}`);
}

export async function deleteSkillAction(_: AdminActionState, form: FormData): Promise<AdminActionState> {
  return confirmed(run(ZSkillPatch, {}, (_data, who) => deleteSkill(idOf(form), who), `/admin/courses/${idOf(form, "course_id")}`), "deleted");
}
