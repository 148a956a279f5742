import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getCenter } from "@/lib/centers/get-center";
import { ZCenterDetail, ZCenterParams, ZMyCenter, ZUpdateCenterSettings } from "@/lib/centers/schema";
import { updateCenterSettings } from "@/lib/centers/update-center-settings";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZCenterParams,
    docs: {
      tag: "Dive centers",
      summary: "Read one of your dive centers",
      description: "The dive center, the caller's `role`, its `figures` and `certifications_per_month` (the last 12 months). Members only (403 otherwise, staff included); a deactivated center answers its owners only.",
    },
    response: { description: "The dive center with its figures.", data: ZCenterDetail },
    handler: async ({ user, params }) => ok("Dive center retrieved.", await getCenter(user.id, params.id)),
  }),
  PATCH: withApi({
    auth: "verified",
    params: ZCenterParams,
    body: ZUpdateCenterSettings,
    docs: {
      tag: "Dive centers",
      summary: "Change your dive center's settings",
      description: "`{ phone, email, website, address, city, description }`, any subset; null or \"\" clears a field. Owners and managers; a deactivated center refuses every change (403). Name and country stay with staff (422). Writes a `dive_center.settings.changed` audit row with the fields before and after.",
    },
    response: { description: "The dive center as it is now, with the caller's role.", data: ZMyCenter },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Dive center updated.", await updateCenterSettings(ctx.user.id, ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
