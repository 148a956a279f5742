"use server";

import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { rememberPayment } from "@/app/(account)/orders/payment-session";
import { storeBlock } from "@/app/(account)/store/access";
import { formText, purchaseFailure, refused } from "@/app/(account)/store/outcome";
import type { StoreFormState } from "@/components/store/types";
import type { StudentLookupState } from "@/components/store/student-types";
import { PROFESSIONALS_ONLY } from "@/lib/auth/guard";
import { requireSessionUser } from "@/lib/auth/session";
import { pageMessage } from "@/lib/i18n/page-errors";
import { checkout, type PaymentIntentResponse } from "@/lib/store/checkout";
import { findStudent, type StudentRef } from "@/lib/store/find-student";

const PATH = "/professional/store";

async function professional(): Promise<{ id: number } | string> {
  const user = await requireSessionUser(PATH);
  if (!user.isProfessional) return await pageMessage(PROFESSIONALS_ONLY);
  return (await storeBlock(user.id)) ?? { id: user.id };
}

/** The named student, or null when professionals name themselves (they buy in the Store). */
async function studentFor(me: number, ref: string): Promise<StudentRef | null> {
  const student = await findStudent(ref);
  return student.id === me ? null : student;
}

async function selfMessage(): Promise<string> {
  const t = await getTranslations("store.forStudent");
  return t("self");
}

/** Step 1: who is the student? */
export async function lookupStudent(_prev: StudentLookupState, form: FormData): Promise<StudentLookupState> {
  const ref = formText(form, "student");
  const me = await professional();
  if (typeof me === "string") return { status: "error", message: me, ref, seq: Date.now() };
  try {
    const student = await studentFor(me.id, ref);
    if (!student) return { status: "error", fieldError: await selfMessage(), ref, seq: Date.now() };
    return { status: "found", student, ref, seq: Date.now() };
  } catch (e) {
    const failure = await purchaseFailure(e);
    return { status: "error", fieldError: failure.fields?.student?.[0], message: failure.fields?.student ? undefined : failure.message, ref, seq: Date.now() };
  }
}

/** Step 2: the checkout with this professional as instructor, then the usual payment step. */
export async function buyForStudent(_prev: StoreFormState, form: FormData): Promise<StoreFormState> {
  const values = { student: formText(form, "student"), course: formText(form, "course") };
  const me = await professional();
  if (typeof me === "string") return refused(me, values);
  if (!values.course) {
    const t = await getTranslations("professional.actions");
    const chooseCourse = t("chooseCourse");
    return { ...refused(chooseCourse, values), fields: { course: [chooseCourse] } };
  }
  let intent: PaymentIntentResponse;
  let student: StudentRef | null;
  try {
    student = await studentFor(me.id, values.student);
    if (!student) return refused(await selfMessage(), values);
    intent = await checkout({ buyerId: me.id, studentId: student.id, instructorId: me.id, courseRef: values.course }, "student");
  } catch (e) {
    return await purchaseFailure(e, values);
  }
  const t = await getTranslations("store.forStudent");
  await rememberPayment(intent, `${student.full_name ?? t("student")} (${student.member_id})`);
  redirect(`/orders/${intent.order_id}/pay`);
}
