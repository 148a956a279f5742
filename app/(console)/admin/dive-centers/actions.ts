"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { createDiveCenter } from "@/lib/admin-centers/create-dive-center";
import { ZDiveCenterCreateForm, ZDiveCenterUpdateForm } from "@/lib/admin-centers/form-schema";
import { updateDiveCenter } from "@/lib/admin-centers/update-dive-center";
import { organisationFieldWords } from "@/lib/admin-centers/field-words";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";

// The console pages' twins of POST /admin/dive-centers and PATCH /admin/dive-centers/{id}.

const textFields = ["name", "country", "state_code", "city", "address", "postal_code", "phone", "email", "website", "distributor_id"] as const;
const read = (form: FormData) => Object.fromEntries(textFields.map((f) => [f, formText(form, f)]));

/** Create a dive center; on success, to its page with a notice. */
export const createDiveCenterAction = defineFormAction({
  auth: "staff",
  permission: "accounts",
  path: "/admin/dive-centers/new",
  input: ZDiveCenterCreateForm,
  read: (form) => ({ ...read(form), active: form.get("active") === "1" }),
  fieldWords: organisationFieldWords,
  revalidate: ["/admin/dive-centers"],
  handler: async ({ input, audit, lang }) => ({ redirect: `/admin/dive-centers/${(await createDiveCenter(input, audit, lang)).id}?saved=created` }),
});

/** Edit a dive center; on success, back to its page with a notice. */
export const updateDiveCenterAction = defineFormAction({
  auth: "staff",
  permission: "accounts",
  args: z.tuple([ZRowId]),
  path: (id) => `/admin/dive-centers/${id}`,
  input: ZDiveCenterUpdateForm,
  read,
  fieldWords: organisationFieldWords,
  revalidate: ({ args: [id] }) => ["/admin/dive-centers", `/admin/dive-centers/${id}`],
  handler: async ({ args: [id], input, audit, lang }) => ({ redirect: `/admin/dive-centers/${(await updateDiveCenter(id, input, audit, lang)).id}?saved=updated` }),
});

/** Deactivate or reactivate, from the confirmation dialog. */
export const setDiveCenterActiveAction = defineFormAction({
  auth: "staff",
  permission: "accounts",
  args: z.tuple([ZRowId, z.boolean()]),
  path: (id) => `/admin/dive-centers/${id}`,
  revalidate: ({ args: [id] }) => ["/admin/dive-centers", `/admin/dive-centers/${id}`],
  handler: async ({ args: [id, active], audit, lang }) => {
    await updateDiveCenter(id, { active }, audit, lang);
    const t = await getTranslations("adminOrganisation");
    return { message: active ? t("centers.activated") : t("centers.deactivated") };
  },
});
