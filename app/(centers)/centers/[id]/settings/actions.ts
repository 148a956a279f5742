"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { policies } from "@/lib/api/rate-limit";
import { ZUpdateCenterSettings } from "@/lib/centers/schema";
import { updateCenterSettings } from "@/lib/centers/update-center-settings";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";

// The settings form's twin of PATCH /api/v1/centers/{id}: the same schema, the same service (the
// center's gate, owners and managers, the audit row). Every field is sent: one left empty is cleared.

const FIELDS = ["phone", "email", "website", "address", "city", "description"] as const;

export const saveCenterSettings = defineFormAction({
  auth: "verified",
  path: (id: number) => `/centers/${id}/settings`,
  args: z.tuple([ZRowId]),
  input: ZUpdateCenterSettings,
  read: (form) => Object.fromEntries(FIELDS.map((f) => [f, formText(form, f)])),
  fieldWords: { namespace: "centers.settings.errors", fields: FIELDS },
  rateLimit: { policy: policies.write },
  revalidate: ({ args: [id] }) => [`/centers/${id}/settings`, `/centers/${id}`],
  handler: async ({ user, args: [id], input, audit }) => {
    await updateCenterSettings(user.id, id, input, audit);
    const t = await getTranslations("centers.settings");
    return { message: t("saved") };
  },
});
