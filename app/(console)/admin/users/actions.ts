"use server";

import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import type { AdminActionState } from "@/components/admin/action-state";
import { changeProfessionalStatus } from "@/lib/admin-users/change-professional-status";
import { changeRole } from "@/lib/admin-users/change-role";
import { changeAccountStatus } from "@/lib/admin-users/change-status";
import { ZChangeProfessionalStatus, ZChangeRole, ZChangeStatus } from "@/lib/admin-users/schema";
import { TARGET_REFUSAL } from "@/lib/admin-users/target-guard";
import { AppError } from "@/lib/api/errors";
import { ZRowId } from "@/lib/api/ids";
import { staffPage } from "@/lib/auth/page-access";
import { pageAuditContext } from "@/lib/auth/page-client";
import { pageMessage } from "@/lib/i18n/page-errors";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { z } from "zod";

// The account page's twins of POST /admin/users/{id}/status, /professional-status and PATCH /role:
// the same schemas and services (so the same rule of who may act on whom, decision 0036); messages
// in the page's language (adminAccounts.errors).

type Translator = Awaited<ReturnType<typeof getTranslations<"adminAccounts">>>;

/** Field errors of a zod issue list, each in the page's language by what it is about. */
function fieldErrors(error: z.ZodError, t: Translator): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const key: "reasonRequired" | "reasonLength" | "daysNotHere" | "days" | "permissions" | "choice" = field === "reason" ? (issue.code === "custom" ? "reasonRequired" : "reasonLength") : field === "days" ? (issue.code === "custom" ? "daysNotHere" : "days") : field === "permissions" ? "permissions" : "choice";
    (out[field] ??= []).push(t(`errors.${key}`));
  }
  return out;
}

const known: Record<string, "higherRole" | "selfStatus" | "selfRole" | "closed" | "closedRole" | "noMembership" | "notFound"> = {
  [TARGET_REFUSAL]: "higherRole",
  "You cannot change the status of your own account.": "selfStatus",
  "You cannot remove your own administrator role.": "selfRole",
  "A closed account cannot be changed.": "closed",
  "A closed account cannot be given a staff role.": "closedRole",
  "The account has no professional membership.": "noMembership",
  "User not found.": "notFound",
};

async function run(id: number, work: () => Promise<unknown>, done: string): Promise<AdminActionState> {
  const t = await getTranslations("adminAccounts");
  if (!ZRowId.safeParse(id).success) return { status: "error", message: t("errors.notFound") };
  try {
    await work();
  } catch (e) {
    if (e instanceof AppError) return { status: "error", message: e.message in known ? t(`errors.${known[e.message]!}`) : await pageMessage(e.message), fields: e.extra.fields };
    throw e;
  }
  revalidatePath(`/admin/users/${id}`);
  revalidatePath("/admin/users");
  return { status: "success", message: done };
}

const pageAudit = pageAuditContext;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

export async function changeStatusAction(id: number, _prev: AdminActionState, form: FormData): Promise<AdminActionState> {
  const t = await getTranslations("adminAccounts");
  const { user, refusal } = await staffPage("accounts", `/admin/users/${id}`);
  if (refusal) return { status: "error", message: refusal };
  const parsed = ZChangeStatus.safeParse({ status: text(form, "status"), reason: text(form, "reason"), days: text(form, "days") });
  if (!parsed.success) return { status: "error", fields: fieldErrors(parsed.error, t) };
  const audit = await pageAudit(user.id);
  return run(id, async () => changeAccountStatus(id, parsed.data, audit, await pageLanguage()), t("detail.statusChanged"));
}

export async function changeProfessionalStatusAction(id: number, _prev: AdminActionState, form: FormData): Promise<AdminActionState> {
  const t = await getTranslations("adminAccounts");
  const { user, refusal } = await staffPage("accounts", `/admin/users/${id}`);
  if (refusal) return { status: "error", message: refusal };
  const parsed = ZChangeProfessionalStatus.safeParse({ status: text(form, "status"), reason: text(form, "reason"), days: text(form, "days") });
  if (!parsed.success) return { status: "error", fields: fieldErrors(parsed.error, t) };
  const audit = await pageAudit(user.id);
  return run(id, async () => changeProfessionalStatus(id, parsed.data, audit, await pageLanguage()), t("detail.proChanged"));
}

export async function changeRoleAction(id: number, _prev: AdminActionState, form: FormData): Promise<AdminActionState> {
  const t = await getTranslations("adminAccounts");
  const { user, refusal } = await staffPage("admin", `/admin/users/${id}`);
  if (refusal) return { status: "error", message: refusal };
  const parsed = ZChangeRole.safeParse({ role: text(form, "role"), permissions: form.getAll("permissions").filter((v) => typeof v === "string") });
  if (!parsed.success) return { status: "error", fields: fieldErrors(parsed.error, t) };
  const audit = await pageAudit(user.id);
  return run(id, async () => changeRole(id, parsed.data, audit, await pageLanguage()), t("detail.roleChanged"));
}
