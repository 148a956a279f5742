"use server";

import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { AdminActionState } from "@/components/admin";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { staffPage } from "@/lib/auth/page-access";
import { actionAudit, formText, translatedFields } from "@/lib/admin-centers/page-support";
import { issueCertificationByHand } from "@/lib/certifications/issue-by-hand";
import { revokeCertification } from "@/lib/certifications/revoke-certification";
import { ZIssueCertification, ZRevokeCertification } from "@/lib/certifications/schema";
import { accountIdOfMember as accountIdOf } from "@/lib/certifications/certifiable-courses";
import { pageLanguage } from "@/lib/i18n/page-language";

// The console pages' twins of POST /admin/certifications and POST /admin/certifications/{id}/revoke.
// People type member ids; the API takes account ids, so the page looks them up first.

export type IssueFormState = { status: "idle" | "error"; message?: string; fields?: FieldErrors; values?: Record<string, string> };


export async function issueCertificationAction(_prev: IssueFormState, form: FormData): Promise<IssueFormState> {
  const access = await staffPage("certifications", "/admin/certifications/new");
  if (access.refusal) return { status: "error", message: access.refusal };
  const t = await getTranslations("adminOrganisation");
  const values = Object.fromEntries(["holder", "course", "issued_on", "instructor", "reason"].map((f) => [f, formText(form, f)]));
  const [user, instructor] = await Promise.all([accountIdOf(values.holder!), values.instructor ? accountIdOf(values.instructor) : null]);
  const lookup: FieldErrors = {};
  if (!user) lookup.holder = [t("certifications.holderNotFound")];
  if (values.instructor && !instructor) lookup.instructor = [t("certifications.instructorNotFound")];
  const parsed = ZIssueCertification.safeParse({ user: user ?? 1, course: values.course, issued_on: values.issued_on, instructor, reason: values.reason });
  const fields = { ...(parsed.success ? {} : await translatedFields(fieldErrorsOf(parsed.error))), ...lookup };
  if (!parsed.success || Object.keys(lookup).length) return { status: "error", message: t("common.fixErrors"), fields: rename(fields), values };
  let number: string;
  try {
    number = (await issueCertificationByHand(parsed.data, await actionAudit(access.user.id), await pageLanguage())).number;
  } catch (e) {
    if (e instanceof AppError && e.code === "validation" && e.extra.fields) return { status: "error", message: t("common.fixErrors"), fields: rename(await translatedFields(e.extra.fields)), values };
    if (e instanceof AppError && e.code === "conflict") return { status: "error", message: t("errors.alreadyHeld"), values };
    throw e;
  }
  revalidatePath("/admin/certifications");
  redirect(`/admin/certifications?q=${encodeURIComponent(number)}&issued=${encodeURIComponent(number)}`);
}

/** The API's `user` field is the form's `holder` (a member id). */
function rename(fields: FieldErrors): FieldErrors {
  const { user, ...rest } = fields;
  return user ? { holder: user, ...rest } : rest;
}

export async function revokeCertificationAction(id: number, _prev: AdminActionState, form: FormData): Promise<AdminActionState> {
  const access = await staffPage("certifications", "/admin/certifications");
  if (access.refusal) return { status: "error", message: access.refusal };
  const t = await getTranslations("adminOrganisation");
  const parsed = ZRevokeCertification.safeParse({ reason: formText(form, "reason") });
  if (!parsed.success) return { status: "error", fields: await translatedFields(fieldErrorsOf(parsed.error)) };
  try {
    await revokeCertification(id, parsed.data.reason, await actionAudit(access.user.id), await pageLanguage());
  } catch (e) {
    if (e instanceof AppError && e.code === "conflict") return { status: "error", message: t("errors.alreadyRevoked") };
    if (e instanceof AppError && e.code === "not_found") return { status: "error", message: t("common.notFound") };
    throw e;
  }
  revalidatePath("/admin/certifications");
  return { status: "success", message: t("certifications.revoked") };
}
