"use server";

import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { answer, formText as text, professionalId as professionalOf } from "@/app/(account)/professional/pro-action";
import type { ProFormState } from "@/components/professional/form-state";
import { AppError } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { logger } from "@/lib/log";
import { addClassroomStudent } from "@/lib/professional/add-classroom-student";
import { createClassroom } from "@/lib/professional/create-classroom";
import { removeClassroomStudent } from "@/lib/professional/remove-classroom-student";
import { ZAddClassroomStudent, ZClassroomCreate } from "@/lib/professional/schema";

// Thin doors onto the same services as the classroom routes, with the same refusals.

const PATH = "/professional/classrooms";
const professionalId = () => professionalOf(PATH);

async function failure(e: unknown, values?: Record<string, string>): Promise<ProFormState> {
  const t = await getTranslations("common.form");
  if (!(e instanceof AppError)) {
    logger.error("classroom action failed", { error: (e as Error)?.message });
    return answer("error", t("serverError"), undefined, values);
  }
  if (e.code === "validation" && e.extra.fields) return answer("error", t("correctFields"), await pageFields(e.extra.fields), values);
  return answer("error", await pageMessage(e.message), undefined, values);
}

/** The form's flat fields (`sessions.0.kind`, ...) as the API body, and as values to show again. */
function readClassroomForm(form: FormData) {
  const values: Record<string, string> = {};
  for (const key of ["name", "course", "starts_on", "ends_on", "capacity"]) values[key] = text(form, key);
  const rows = [...new Set([...form.keys()].map((k) => /^sessions\.(\d+)\./.exec(k)?.[1]).filter((i): i is string => i !== undefined))].sort((a, b) => Number(a) - Number(b));
  const sessions = rows.map((i, n) => {
    const row = { kind: text(form, `sessions.${i}.kind`), starts_at: text(form, `sessions.${i}.starts_at`), location: text(form, `sessions.${i}.location`) };
    for (const [k, v] of Object.entries(row)) values[`sessions.${n}.${k}`] = v;
    return row;
  });
  const capacity = values.capacity ? Number(values.capacity) : undefined;
  const body = { name: values.name, course: values.course, starts_on: values.starts_on, ends_on: values.ends_on, capacity, sessions };
  return { body, values: { ...values, sessions: String(sessions.length) } };
}

export async function createClassroomAction(_prev: ProFormState, form: FormData): Promise<ProFormState> {
  const { body, values } = readClassroomForm(form);
  const me = await professionalId();
  if (typeof me === "string") return answer("error", me, undefined, values);
  const parsed = ZClassroomCreate.safeParse(body);
  if (!parsed.success) {
    const t = await getTranslations("common.form");
    return answer("error", t("correctFields"), await pageFields(fieldErrorsOf(parsed.error)), values);
  }
  let id: number;
  try {
    id = (await createClassroom(me, parsed.data)).id;
  } catch (e) {
    return await failure(e, values);
  }
  revalidatePath(PATH);
  redirect(`${PATH}/${id}?created=1`);
}

export async function addStudentAction(classroomId: number, _prev: ProFormState, form: FormData): Promise<ProFormState> {
  const me = await professionalId();
  if (typeof me === "string") return answer("error", me);
  const t = await getTranslations("professional.actions");
  const parsed = ZAddClassroomStudent.safeParse({ log_code: text(form, "log_code") });
  if (!parsed.success) return answer("error", t("chooseStudent"), { log_code: [t("chooseStudent")] });
  try {
    await addClassroomStudent(me, classroomId, parsed.data.log_code);
  } catch (e) {
    return await failure(e);
  }
  revalidatePath(`${PATH}/${classroomId}`);
  return answer("success", t("studentAdded"));
}

export async function removeStudentAction(classroomId: number, logCode: string, _prev: ProFormState, _form: FormData): Promise<ProFormState> {
  const me = await professionalId();
  if (typeof me === "string") return answer("error", me);
  try {
    await removeClassroomStudent(me, classroomId, logCode.toUpperCase());
  } catch (e) {
    return await failure(e);
  }
  revalidatePath(`${PATH}/${classroomId}`);
  const t = await getTranslations("professional.actions");
  return answer("success", t("studentRemoved"));
}
