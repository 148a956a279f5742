"use server";

import { defineSubmitAction } from "@/lib/pages/define-action";
import { requestExport } from "@/lib/privacy/request-export";

// The data page's button: the same service as POST /api/v1/profile/export.
export const requestExportAction = defineSubmitAction({
  auth: "user",
  allowInactive: true,
  path: "/profile/data",
  refused: (state) => (state.code === "rate_limited" ? "/profile/data?limited=1" : "/profile/data"),
  handler: async ({ user, client }) => {
    await requestExport(user.id, client);
    return { redirect: "/profile/data?requested=1" };
  },
});
