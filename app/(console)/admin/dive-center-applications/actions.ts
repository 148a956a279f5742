"use server";

import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { approveApplication } from "@/lib/center-applications/approve-application";
import { rejectApplication } from "@/lib/center-applications/reject-application";
import { ZRejectApplication } from "@/lib/center-applications/schema";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";

// The queue's twin of POST /api/v1/admin/dive-center-applications/{id}/approve and /reject, in
// one form: the button pressed decides. The decided application leaves the pending list (and its
// form with it), so the outcome is told by the page after the redirect.

const PATH = "/admin/dive-center-applications";

const ZDecision = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  ZRejectApplication.extend({ decision: z.literal("reject") }),
]);

/** Approve (a new active center, the applicant its owner) or reject (with a reason). */
export const decideCenterApplication = defineFormAction({
  auth: "staff",
  permission: "accounts",
  path: PATH,
  args: z.tuple([ZRowId]),
  input: ZDecision,
  read: (form) => ({ decision: form.get("decision") === "reject" ? "reject" : "approve", reason: formText(form, "reason") }),
  // An empty reason gets the queue's own words; a long one the service's.
  fieldWords: { namespace: "centerApplications.queue", blank: { reason: "giveReason" } },
  revalidate: [PATH, "/admin"],
  handler: async ({ args: [id], input, audit, lang }) => {
    if (input.decision === "approve") {
      const center = await approveApplication(id, audit, lang);
      return { redirect: `${PATH}?approved=${center.id}` };
    }
    await rejectApplication(id, { reason: input.reason }, audit);
    return { redirect: `${PATH}?rejected=1` };
  },
});
