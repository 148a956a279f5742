"use server";

import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import { approveRecognition } from "@/lib/recognitions/approve-recognition";
import { rejectRecognition } from "@/lib/recognitions/reject-recognition";
import { ZApproveRecognitionBody, ZRejectRecognitionBody } from "@/lib/recognitions/schema";

// The queue's twin of POST /api/v1/admin/recognitions/{id}/approve and /reject, in one form: the
// button pressed decides. The decided request leaves the pending list (and its form with it), so
// the outcome is told by the page after the redirect.

const PATH = "/admin/recognitions";

const ZDecision = z.discriminatedUnion("decision", [
  ZApproveRecognitionBody.extend({ decision: z.literal("approve") }),
  ZRejectRecognitionBody.extend({ decision: z.literal("reject") }),
]);

/** Approve (with a course) or reject (with a reason). */
export const decideRecognition = defineFormAction({
  auth: "staff",
  permission: "records",
  path: PATH,
  args: z.tuple([ZRowId]),
  input: ZDecision,
  read: (form) => ({ decision: form.get("decision") === "reject" ? "reject" : "approve", course: formText(form, "course"), reason: formText(form, "reason") }),
  // An empty field gets the queue's own words; a filled one the service's (e.g. an unknown course).
  fieldWords: { namespace: "admin.recognitions", blank: { course: "chooseCourse", reason: "giveReason" } },
  revalidate: [PATH],
  handler: async ({ user, args: [id], input, lang }) => {
    if (input.decision === "approve") {
      const approved = await approveRecognition(user.id, id, { course: input.course }, lang);
      return { redirect: `${PATH}?approved=${encodeURIComponent(approved.certification?.number ?? "")}` };
    }
    await rejectRecognition(user.id, id, { reason: input.reason }, lang);
    return { redirect: `${PATH}?rejected=1` };
  },
});
