"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
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
import { defineFormAction } from "@/lib/pages/define-action";

// The catalogue pages' twins of the /api/v1/admin/courses... routes: same schemas, same services.
// The page binds the course (and the module, question or skill) each form or dialog is about.

const catalogue = { auth: "staff", permission: "catalogue" } as const;
/** (course) */
const course = z.tuple([ZRowId]);
/** (course, its module, question or skill) */
const courseRow = z.tuple([ZRowId, ZRowId]);
const coursePath = (courseId: number) => `/admin/courses/${courseId}`;
const pages = ({ args: [courseId] }: { args: readonly [number, ...number[]] }) => ["/admin/courses", coursePath(courseId)];

/** The notice of a confirmed publish or deletion (the admin kit's ConfirmDialog shows it). */
async function done(what: "published" | "deleted") {
  const t = await getTranslations("adminCatalogue.done");
  return { message: what === "published" ? t("published") : t("deleted") };
}

/** A new course (an empty draft); on success, to its page. */
export const createCourseAction = defineFormAction({
  ...catalogue,
  path: "/admin/courses",
  input: ZCourseInput,
  read: courseFormInput,
  revalidate: ["/admin/courses"],
  handler: async ({ input, audit }) => ({ redirect: coursePath((await createCourse(input, audit)).id) }),
});

export const updateCourseAction = defineFormAction({
  ...catalogue,
  args: course,
  path: coursePath,
  input: ZCoursePatch,
  read: courseFormInput,
  revalidate: pages,
  handler: async ({ args: [courseId], input, audit }) => void (await updateCourse(courseId, input, audit)),
});

export const publishCourseAction = defineFormAction({
  ...catalogue,
  args: course,
  path: coursePath,
  revalidate: pages,
  handler: async ({ args: [courseId], audit }) => {
    await publishCourse(courseId, audit);
    return done("published");
  },
});

export const createModuleAction = defineFormAction({
  ...catalogue,
  args: course,
  path: coursePath,
  input: ZModuleInput,
  read: moduleFormInput,
  revalidate: pages,
  handler: async ({ args: [courseId], input, audit }) => void (await createModule(courseId, input, audit)),
});

export const updateModuleAction = defineFormAction({
  ...catalogue,
  args: courseRow,
  path: coursePath,
  input: ZModulePatch,
  read: moduleFormInput,
  revalidate: pages,
  handler: async ({ args: [, moduleId], input, audit }) => void (await updateModule(moduleId, input, audit)),
});

export const deleteModuleAction = defineFormAction({
  ...catalogue,
  args: courseRow,
  path: coursePath,
  revalidate: pages,
  handler: async ({ args: [, moduleId], audit }) => {
    await deleteModule(moduleId, audit);
    return done("deleted");
  },
});

/** A question of a module's quiz. */
export const createModuleQuestionAction = defineFormAction({
  ...catalogue,
  args: courseRow,
  path: coursePath,
  input: ZQuestionInput,
  read: questionFormInput,
  revalidate: pages,
  handler: async ({ args: [, moduleId], input, audit }) => void (await createModuleQuestion(moduleId, input, audit)),
});

/** A question of the course's final exam. */
export const createExamQuestionAction = defineFormAction({
  ...catalogue,
  args: course,
  path: coursePath,
  input: ZQuestionInput,
  read: questionFormInput,
  revalidate: pages,
  handler: async ({ args: [courseId], input, audit }) => void (await createExamQuestion(courseId, input, audit)),
});

export const updateQuestionAction = defineFormAction({
  ...catalogue,
  args: courseRow,
  path: coursePath,
  input: ZQuestionPatch,
  read: questionFormInput,
  revalidate: pages,
  handler: async ({ args: [, questionId], input, audit }) => void (await updateQuestion(questionId, input, audit)),
});

export const deleteQuestionAction = defineFormAction({
  ...catalogue,
  args: courseRow,
  path: coursePath,
  revalidate: pages,
  handler: async ({ args: [, questionId], audit }) => {
    await deleteQuestion(questionId, audit);
    return done("deleted");
  },
});

export const createSkillAction = defineFormAction({
  ...catalogue,
  args: course,
  path: coursePath,
  input: ZSkillInput,
  read: skillFormInput,
  revalidate: pages,
  handler: async ({ args: [courseId], input, audit }) => void (await createSkill(courseId, input, audit)),
});

export const updateSkillAction = defineFormAction({
  ...catalogue,
  args: courseRow,
  path: coursePath,
  input: ZSkillPatch,
  read: skillFormInput,
  revalidate: pages,
  handler: async ({ args: [, skillId], input, audit }) => void (await updateSkill(skillId, input, audit)),
});

export const deleteSkillAction = defineFormAction({
  ...catalogue,
  args: courseRow,
  path: coursePath,
  revalidate: pages,
  handler: async ({ args: [, skillId], audit }) => {
    await deleteSkill(skillId, audit);
    return done("deleted");
  },
});
