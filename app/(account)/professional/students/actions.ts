"use server";

import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { answer, formText as text, professionalId as professionalOf } from "@/app/(account)/professional/pro-action";
import type { ProFormState } from "@/components/professional/form-state";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { ZEnrollStudentBody, ZLogCode, ZSkillIdsBody } from "@/lib/learning/schema";
import { signSkillsAsInstructor } from "@/lib/learning/sign-skills";
import { enableExam, enrollStudent } from "@/lib/learning/students";
import { logger } from "@/lib/log";

// Thin doors onto the same services as POST /professional/students, .../exam/enable and
// .../skills/sign, with the same refusals (403 message, 404, 409, 422 field errors).

const PATH = "/professional/students";
const professionalId = () => professionalOf(PATH);

/** A service refusal as a form answer; `fieldOf` names the input a 422 field belongs to (null: none, banner only). */
async function failure(e: unknown, values?: Record<string, string>, fieldOf?: (f: string) => string): Promise<ProFormState> {
  const t = await getTranslations("common.form");
  if (!(e instanceof AppError)) {
    logger.error("professional action failed", { error: (e as Error)?.message });
    return answer("error", t("serverError"), undefined, values);
  }
  if (e.code !== "validation" || !e.extra.fields || !fieldOf) return answer("error", await pageMessage(e.message), undefined, values);
  const fields: FieldErrors = {};
  for (const [key, messages] of Object.entries(e.extra.fields)) (fields[fieldOf(key)] ??= []).push(...messages);
  return answer("error", t("correctFields"), await pageFields(fields), values);
}

/** Enrols a diver named by member id or e-mail (one "student" field) in a catalogue course. */
export async function enrolStudent(_prev: ProFormState, form: FormData): Promise<ProFormState> {
  const values = { student: text(form, "student"), course: text(form, "course") };
  const me = await professionalId();
  if (typeof me === "string") return answer("error", me, undefined, values);
  const byEmail = values.student.includes("@");
  const toStudent = (f: string) => (f === "member_id" || f === "email" ? "student" : f);
  const parsed = ZEnrollStudentBody.safeParse({ [byEmail ? "email" : "member_id"]: values.student || undefined, course: values.course });
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const [key, messages] of Object.entries(fieldErrorsOf(parsed.error))) (fields[toStudent(key)] ??= []).push(...messages);
    const t = await getTranslations("professional.actions");
    const tForm = await getTranslations("common.form");
    if (!values.course) fields.course = [t("chooseCourse")];
    return answer("error", tForm("correctFields"), await pageFields(fields), values);
  }
  let logCode: string;
  try {
    logCode = (await enrollStudent(me, parsed.data, await pageLanguage())).log_code;
  } catch (e) {
    return await failure(e, values, toStudent);
  }
  revalidatePath(PATH);
  redirect(`${PATH}/${logCode}?enrolled=1`);
}

/** Opens the final exam of a student's course log (enabling twice keeps the first date). */
export async function enableStudentExam(logCode: string, _prev: ProFormState, _form: FormData): Promise<ProFormState> {
  const me = await professionalId();
  if (typeof me === "string") return answer("error", me);
  const t = await getTranslations("professional.actions");
  const code = ZLogCode.safeParse(logCode);
  if (!code.success) return answer("error", t("logNotFound"));
  try {
    await enableExam(me, code.data, await pageLanguage());
  } catch (e) {
    return await failure(e);
  }
  revalidatePath(`${PATH}/${code.data}`);
  return answer("success", t("examEnabled"));
}

/** The instructor's signature on the checked skills. */
export async function signStudentSkills(logCode: string, _prev: ProFormState, form: FormData): Promise<ProFormState> {
  const me = await professionalId();
  if (typeof me === "string") return answer("error", me);
  const t = await getTranslations("professional.actions");
  const code = ZLogCode.safeParse(logCode);
  if (!code.success) return answer("error", t("logNotFound"));
  const body = ZSkillIdsBody.safeParse({ skill_ids: form.getAll("skill_ids").map(Number) });
  if (!body.success) return answer("error", t("chooseSkill"), { skill_ids: [t("chooseSkill")] });
  try {
    await signSkillsAsInstructor(me, code.data, body.data.skill_ids);
  } catch (e) {
    return await failure(e);
  }
  revalidatePath(`${PATH}/${code.data}`);
  return answer("success", t("skillsSigned", { count: body.data.skill_ids.length }));
}
