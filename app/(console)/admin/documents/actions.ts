"use server";

import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { reviewDocument } from "@/lib/documents/review-document";
import { ZRejectDocument } from "@/lib/documents/schema";
import { defineFormAction } from "@/lib/pages/define-action";

// The review page's twins of POST /api/v1/admin/documents/{id}/accept and /reject.

const door = { auth: "staff" as const, permission: "records" as const, path: "/admin/documents", args: z.tuple([ZRowId]), revalidate: ["/admin/documents"] };

/** Accept a diver's pending upload (the diver is e-mailed). */
export const acceptDocumentAction = defineFormAction({
  ...door,
  handler: async ({ user, args: [id] }) => {
    await reviewDocument(user.id, id, { accepted: true });
  },
});

/** Reject it with a reason (e-mailed to the diver). */
export const rejectDocumentAction = defineFormAction({
  ...door,
  input: ZRejectDocument,
  handler: async ({ user, args: [id], input }) => {
    await reviewDocument(user.id, id, { accepted: false, reason: input.reason });
  },
});
