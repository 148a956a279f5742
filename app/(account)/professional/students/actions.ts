"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { onStudentField, ZEnrolForm } from "@/app/(account)/professional/students/enrol-input";
import { ZLogCode, ZSkillIdsBody } from "@/lib/learning/schema";
import { signSkillsAsInstructor } from "@/lib/learning/sign-skills";
import { enableExam, enrollStudent } from "@/lib/learning/students";
import { defineFormAction } from "@/lib/pages/define-action";
import { formList } from "@/lib/pages/form-data";

// Thin doors onto the same services as POST /professional/students, .../exam/enable and
// .../skills/sign, with the same door ("professional") and refusals (403, 404, 409, 422 field errors).

const PATH = "/professional/students";

/** Enrols a diver named by member id or e-mail (one "student" field) in a catalogue course; then the student's page. */
export const enrolStudent = defineFormAction({
  auth: "professional",
  path: PATH,
  input: ZEnrolForm,
  fieldWords: { namespace: "professional.actions", blank: { course: "chooseCourse" } },
  revalidate: [PATH],
  handler: async ({ user, input, lang }) => {
    try {
      return { redirect: `${PATH}/${(await enrollStudent(user.id, input, lang)).log_code}?enrolled=1` };
    } catch (e) {
      throw onStudentField(e);
    }
  },
});

/** Opens the final exam of the bound course log (enabling twice keeps the first date). */
export const enableStudentExam = defineFormAction({
  auth: "professional",
  args: z.tuple([ZLogCode]),
  path: (logCode) => `${PATH}/${logCode}`,
  revalidate: ({ args: [logCode] }) => [`${PATH}/${logCode}`],
  handler: async ({ user, args: [logCode], lang }) => {
    await enableExam(user.id, logCode, lang);
    const t = await getTranslations("professional.actions");
    return { message: t("examEnabled") };
  },
});

/** The instructor's signature on the checked skills of the bound course log. */
export const signStudentSkills = defineFormAction({
  auth: "professional",
  args: z.tuple([ZLogCode]),
  path: (logCode) => `${PATH}/${logCode}`,
  input: ZSkillIdsBody,
  read: (form) => ({ skill_ids: formList(form, "skill_ids").map(Number) }),
  fieldWords: { namespace: "professional.actions", keys: { skill_ids: "chooseSkill" } },
  revalidate: ({ args: [logCode] }) => [`${PATH}/${logCode}`],
  handler: async ({ user, args: [logCode], input }) => {
    await signSkillsAsInstructor(user.id, logCode, input.skill_ids);
    const t = await getTranslations("professional.actions");
    return { message: t("skillsSigned", { count: input.skill_ids.length }) };
  },
});
