"use server";

import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { deleteDocument } from "@/lib/documents/delete-document";
import { defineCallAction } from "@/lib/pages/define-action";

// The page's twin of DELETE /api/v1/diver/documents/{id}: same door ("verified"), service and refusals.
export const deleteDocumentAction = defineCallAction({
  auth: "verified",
  args: z.tuple([ZRowId]),
  path: "/documents",
  revalidate: ["/documents"],
  handler: async ({ user, args: [id] }) => {
    await deleteDocument(user.id, id);
  },
});
