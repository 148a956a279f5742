"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { ZLogCode } from "@/lib/learning/schema";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import { addClassroomStudent } from "@/lib/professional/add-classroom-student";
import { createClassroom } from "@/lib/professional/create-classroom";
import { removeClassroomStudent } from "@/lib/professional/remove-classroom-student";
import { ZAddClassroomStudent, ZClassroomCreate } from "@/lib/professional/schema";

// Thin doors onto the same services as the classroom routes, with the same door ("professional")
// and refusals.

const PATH = "/professional/classrooms";

/** The form's flat fields (`sessions.0.kind`, ...) as the API body. */
function readClassroomForm(form: FormData) {
  const text = (name: string) => formText(form, name).trim();
  const rows = [...new Set([...form.keys()].map((k) => /^sessions\.(\d+)\./.exec(k)?.[1]).filter((i): i is string => i !== undefined))].sort((a, b) => Number(a) - Number(b));
  const sessions = rows.map((i) => ({ kind: text(`sessions.${i}.kind`), starts_at: text(`sessions.${i}.starts_at`), location: text(`sessions.${i}.location`) }));
  const capacity = text("capacity");
  return { name: text("name"), course: text("course"), starts_on: text("starts_on"), ends_on: text("ends_on"), capacity: capacity ? Number(capacity) : undefined, sessions };
}

/** A new classroom with its sessions; on success, its page. */
export const createClassroomAction = defineFormAction({
  auth: "professional",
  path: PATH,
  input: ZClassroomCreate,
  read: readClassroomForm,
  revalidate: [PATH],
  handler: async ({ user, input }) => ({ redirect: `${PATH}/${(await createClassroom(user.id, input)).id}?created=1` }),
});

/** One of the professional's students of this course joins the bound classroom. */
export const addStudentAction = defineFormAction({
  auth: "professional",
  args: z.tuple([ZRowId]),
  path: (id) => `${PATH}/${id}`,
  input: ZAddClassroomStudent,
  fieldWords: { namespace: "professional.actions", keys: { log_code: "chooseStudent" } },
  revalidate: ({ args: [id] }) => [`${PATH}/${id}`],
  handler: async ({ user, args: [id], input }) => {
    await addClassroomStudent(user.id, id, input.log_code);
    const t = await getTranslations("professional.actions");
    return { message: t("studentAdded") };
  },
});

/** The bound student leaves the bound classroom. */
export const removeStudentAction = defineFormAction({
  auth: "professional",
  args: z.tuple([ZRowId, ZLogCode]),
  path: (id) => `${PATH}/${id}`,
  revalidate: ({ args: [id] }) => [`${PATH}/${id}`],
  handler: async ({ user, args: [id, logCode] }) => {
    await removeClassroomStudent(user.id, id, logCode);
    const t = await getTranslations("professional.actions");
    return { message: t("studentRemoved") };
  },
});
