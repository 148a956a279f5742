"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { changeProfessionalStatus } from "@/lib/admin-users/change-professional-status";
import { changeRole } from "@/lib/admin-users/change-role";
import { changeAccountStatus } from "@/lib/admin-users/change-status";
import { ZChangeProfessionalStatus, ZChangeRole, ZChangeStatus } from "@/lib/admin-users/schema";
import { ZRowId } from "@/lib/api/ids";
import type { FieldWords } from "@/lib/pages/action-errors";
import { defineFormAction } from "@/lib/pages/define-action";
import { formList, formText } from "@/lib/pages/form-data";

// The account page's twins of POST /admin/users/{id}/status, /professional-status and PATCH /role:
// the same schemas and services (so the same rule of who may act on whom, decision 0036). The
// services' refusals reach the page through the shared service messages; each failing field has
// the page's own sentence (adminAccounts.errors).

const fieldWords: FieldWords = { namespace: "adminAccounts.errors", fields: ["status", "reason", "days", "role", "permissions"] };

const account = {
  args: z.tuple([ZRowId]),
  path: (id: number) => `/admin/users/${id}`,
  fieldWords,
  revalidate: ({ args: [id] }: { args: [number] }) => [`/admin/users/${id}`, "/admin/users"],
};

const statusForm = (form: FormData) => ({ status: formText(form, "status"), reason: formText(form, "reason"), days: formText(form, "days") });

export const changeStatusAction = defineFormAction({
  ...account,
  auth: "staff",
  permission: "accounts",
  input: ZChangeStatus,
  read: statusForm,
  handler: async ({ args: [id], input, audit, lang }) => {
    await changeAccountStatus(id, input, audit, lang);
    const t = await getTranslations("adminAccounts.detail");
    return { message: t("statusChanged") };
  },
});

export const changeProfessionalStatusAction = defineFormAction({
  ...account,
  auth: "staff",
  permission: "accounts",
  input: ZChangeProfessionalStatus,
  read: statusForm,
  handler: async ({ args: [id], input, audit, lang }) => {
    await changeProfessionalStatus(id, input, audit, lang);
    const t = await getTranslations("adminAccounts.detail");
    return { message: t("proChanged") };
  },
});

export const changeRoleAction = defineFormAction({
  ...account,
  auth: "admin",
  input: ZChangeRole,
  read: (form) => ({ role: formText(form, "role"), permissions: formList(form, "permissions") }),
  handler: async ({ args: [id], input, audit, lang }) => {
    await changeRole(id, input, audit, lang);
    const t = await getTranslations("adminAccounts.detail");
    return { message: t("roleChanged") };
  },
});
