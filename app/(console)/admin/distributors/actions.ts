"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { createDistributor } from "@/lib/admin-centers/create-distributor";
import { organisationFieldWords } from "@/lib/admin-centers/field-words";
import { ZCreateDistributor, ZUpdateDistributor } from "@/lib/admin-centers/schema";
import { updateDistributor } from "@/lib/admin-centers/update-distributor";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";

// The console pages' twins of POST /admin/distributors and PATCH /admin/distributors/{id}.

const textFields = ["name", "country", "email"] as const;
const read = (form: FormData) => Object.fromEntries(textFields.map((f) => [f, formText(form, f)]));

/** Create a distributor; on success, to its page with a notice. */
export const createDistributorAction = defineFormAction({
  auth: "staff",
  permission: "accounts",
  path: "/admin/distributors/new",
  input: ZCreateDistributor,
  read: (form) => ({ ...read(form), active: form.get("active") === "1" }),
  fieldWords: organisationFieldWords,
  revalidate: ["/admin/distributors"],
  handler: async ({ input, audit, lang }) => ({ redirect: `/admin/distributors/${(await createDistributor(input, audit, lang)).id}?saved=created` }),
});

/** Edit a distributor; on success, back to its page with a notice. */
export const updateDistributorAction = defineFormAction({
  auth: "staff",
  permission: "accounts",
  args: z.tuple([ZRowId]),
  path: (id) => `/admin/distributors/${id}`,
  input: ZUpdateDistributor,
  read,
  fieldWords: organisationFieldWords,
  revalidate: ({ args: [id] }) => ["/admin/distributors", `/admin/distributors/${id}`],
  handler: async ({ args: [id], input, audit, lang }) => ({ redirect: `/admin/distributors/${(await updateDistributor(id, input, audit, lang)).id}?saved=updated` }),
});

/** Deactivate or reactivate, from the confirmation dialog. */
export const setDistributorActiveAction = defineFormAction({
  auth: "staff",
  permission: "accounts",
  args: z.tuple([ZRowId, z.boolean()]),
  path: (id) => `/admin/distributors/${id}`,
  revalidate: ({ args: [id] }) => ["/admin/distributors", `/admin/distributors/${id}`],
  handler: async ({ args: [id, active], audit, lang }) => {
    await updateDistributor(id, { active }, audit, lang);
    const t = await getTranslations("adminOrganisation");
    return { message: active ? t("distributors.activated") : t("distributors.deactivated") };
  },
});
