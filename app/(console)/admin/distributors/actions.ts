"use server";

import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { AdminActionState } from "@/components/admin";
import { AppError } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { createDistributor } from "@/lib/admin-centers/create-distributor";
import { staffPage } from "@/lib/auth/page-access";
import { actionAudit, formText, translatedFields } from "@/lib/admin-centers/page-support";
import { ZCreateDistributor, ZUpdateDistributor } from "@/lib/admin-centers/schema";
import { updateDistributor } from "@/lib/admin-centers/update-distributor";
import { pageLanguage } from "@/lib/i18n/page-language";

// The console pages' twins of POST /admin/distributors and PATCH /admin/distributors/{id}.

export type DistributorFormState = { status: "idle" | "error"; message?: string; fields?: Record<string, string[]>; values?: Record<string, string> };

export async function saveDistributorAction(id: number | null, _prev: DistributorFormState, form: FormData): Promise<DistributorFormState> {
  const access = await staffPage("accounts", id ? `/admin/distributors/${id}` : "/admin/distributors/new");
  if (access.refusal) return { status: "error", message: access.refusal };
  const values = { name: formText(form, "name"), country: formText(form, "country"), email: formText(form, "email") };
  const input = { ...values, ...(id ? {} : { active: form.get("active") === "1" }) };
  const t = await getTranslations("adminOrganisation");
  const parsed = id ? ZUpdateDistributor.safeParse(input) : ZCreateDistributor.safeParse(input);
  if (!parsed.success) return { status: "error", message: t("common.fixErrors"), fields: await translatedFields(fieldErrorsOf(parsed.error)), values };
  let savedId: number;
  try {
    const audit = await actionAudit(access.user.id);
    const lang = await pageLanguage();
    savedId = id ? (await updateDistributor(id, parsed.data, audit, lang)).id : (await createDistributor(ZCreateDistributor.parse(input), audit, lang)).id;
  } catch (e) {
    if (e instanceof AppError && e.code === "validation" && e.extra.fields) return { status: "error", message: t("common.fixErrors"), fields: await translatedFields(e.extra.fields), values };
    if (e instanceof AppError && e.code === "not_found") return { status: "error", message: t("common.notFound"), values };
    throw e;
  }
  revalidatePath("/admin/distributors");
  redirect(`/admin/distributors/${savedId}?saved=${id ? "updated" : "created"}`);
}

export async function setDistributorActiveAction(id: number, active: boolean, _prev: AdminActionState, _form: FormData): Promise<AdminActionState> {
  const access = await staffPage("accounts", `/admin/distributors/${id}`);
  if (access.refusal) return { status: "error", message: access.refusal };
  const t = await getTranslations("adminOrganisation");
  try {
    await updateDistributor(id, { active }, await actionAudit(access.user.id), await pageLanguage());
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return { status: "error", message: t("common.notFound") };
    throw e;
  }
  revalidatePath("/admin/distributors");
  revalidatePath(`/admin/distributors/${id}`);
  return { status: "success", message: active ? t("distributors.activated") : t("distributors.deactivated") };
}
