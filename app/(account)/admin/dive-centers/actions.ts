"use server";

import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { AdminActionState } from "@/components/admin";
import { AppError } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { createDiveCenter } from "@/lib/admin-centers/create-dive-center";
import { staffPage } from "@/lib/auth/page-access";
import { actionAudit, formText, translatedFields } from "@/lib/admin-centers/page-support";
import { ZCreateDiveCenter, ZUpdateDiveCenter } from "@/lib/admin-centers/schema";
import { updateDiveCenter } from "@/lib/admin-centers/update-dive-center";
import { isDivisionOf } from "@/lib/geo/divisions";
import { pageLanguage } from "@/lib/i18n/page-language";

// The console pages' twins of POST /admin/dive-centers and PATCH /admin/dive-centers/{id}.

export type CenterFormState = { status: "idle" | "error"; message?: string; fields?: Record<string, string[]>; values?: Record<string, string> };

const textFields = ["name", "country", "state_code", "city", "address", "postal_code", "phone", "email", "website", "distributor_id"] as const;

async function failure(e: unknown, values: Record<string, string>): Promise<CenterFormState> {
  const t = await getTranslations("adminOrganisation");
  if (e instanceof AppError && e.code === "validation" && e.extra.fields) return { status: "error", message: t("common.fixErrors"), fields: await translatedFields(e.extra.fields), values };
  if (e instanceof AppError && e.code === "not_found") return { status: "error", message: t("common.notFound"), values };
  throw e;
}

/** Create (id null) or edit a dive center; on success, to its page with a notice. */
export async function saveDiveCenterAction(id: number | null, _prev: CenterFormState, form: FormData): Promise<CenterFormState> {
  const path = id ? `/admin/dive-centers/${id}` : "/admin/dive-centers/new";
  const access = await staffPage("accounts", path);
  if (access.refusal) return { status: "error", message: access.refusal };
  const values = Object.fromEntries(textFields.map((f) => [f, formText(form, f)]));
  const input = { ...values, ...(id ? {} : { active: form.get("active") === "1" }) };
  const t = await getTranslations("adminOrganisation");
  const parsed = id ? ZUpdateDiveCenter.safeParse(input) : ZCreateDiveCenter.safeParse(input);
  if (!parsed.success) {
    // The subdivision is checked against the country here too, so one answer lists every problem.
    const fields = fieldErrorsOf(parsed.error);
    const country = values.country!.trim().toUpperCase();
    if (values.state_code && country && !fields.country && !isDivisionOf(country, values.state_code)) fields.state_code = ["invalid"];
    return { status: "error", message: t("common.fixErrors"), fields: await translatedFields(fields), values };
  }
  let savedId: number;
  try {
    const audit = await actionAudit(access.user.id);
    const lang = await pageLanguage();
    savedId = id
      ? (await updateDiveCenter(id, parsed.data, audit, lang)).id
      : (await createDiveCenter(ZCreateDiveCenter.parse(input), audit, lang)).id;
  } catch (e) {
    return failure(e, values);
  }
  revalidatePath("/admin/dive-centers");
  redirect(`/admin/dive-centers/${savedId}?saved=${id ? "updated" : "created"}`);
}

/** Deactivate or reactivate, from the confirmation dialog. */
export async function setDiveCenterActiveAction(id: number, active: boolean, _prev: AdminActionState, _form: FormData): Promise<AdminActionState> {
  const access = await staffPage("accounts", `/admin/dive-centers/${id}`);
  if (access.refusal) return { status: "error", message: access.refusal };
  const t = await getTranslations("adminOrganisation");
  try {
    await updateDiveCenter(id, { active }, await actionAudit(access.user.id), await pageLanguage());
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return { status: "error", message: t("common.notFound") };
    throw e;
  }
  revalidatePath("/admin/dive-centers");
  revalidatePath(`/admin/dive-centers/${id}`);
  return { status: "success", message: active ? t("centers.activated") : t("centers.deactivated") };
}
