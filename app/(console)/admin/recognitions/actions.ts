"use server";

import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { ProFormState } from "@/components/professional/form-state";
import { AppError } from "@/lib/api/errors";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { logger } from "@/lib/log";
import { approveRecognition } from "@/lib/recognitions/approve-recognition";
import { rejectRecognition } from "@/lib/recognitions/reject-recognition";

const PATH = "/admin/recognitions";

/** Approve (with a course) or reject (with a reason), chosen by the button pressed. */
export async function decideRecognition(_prev: ProFormState, form: FormData): Promise<ProFormState> {
  const decision = form.get("decision") === "reject" ? "reject" : "approve";
  const values = { course: String(form.get("course") ?? "").trim(), reason: String(form.get("reason") ?? "").trim() };
  const seq = Date.now();
  const user = await requireSessionUser(PATH);
  const refusal = await pageRefusal(user.id, "staff", "records");
  if (refusal) return { status: "error", message: refusal, values, seq };
  const id = Number(form.get("id"));
  const t = await getTranslations("admin.recognitions");
  const tForm = await getTranslations("common.form");
  if (decision === "approve" && !values.course) return { status: "error", message: tForm("correctFields"), fields: { course: [t("chooseCourse")] }, values, seq };
  if (decision === "reject" && !values.reason) return { status: "error", message: tForm("correctFields"), fields: { reason: [t("giveReason")] }, values, seq };
  let done: string;
  try {
    if (decision === "approve") {
      const approved = await approveRecognition(user.id, id, { course: values.course }, await pageLanguage());
      done = `approved=${encodeURIComponent(approved.certification?.number ?? "")}`;
    } else {
      await rejectRecognition(user.id, id, { reason: values.reason.slice(0, 1000) }, await pageLanguage());
      done = "rejected=1";
    }
  } catch (e) {
    if (e instanceof AppError) return { status: "error", message: await pageMessage(e.message), fields: await pageFields(e.extra.fields), values, seq };
    logger.error("recognition decision failed", { error: (e as Error)?.message });
    return { status: "error", message: tForm("serverError"), values, seq };
  }
  revalidatePath(PATH);
  // The decided request leaves the pending list (and its form with it), so the outcome is told by the page.
  redirect(`${PATH}?${done}`);
}
