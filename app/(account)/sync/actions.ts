"use server";

import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { defineFormAction } from "@/lib/pages/define-action";
import { resolveConflict } from "@/lib/sync/resolve-conflict";
import { ZResolveBody } from "@/lib/sync/schema";

// The page's door onto POST /sync/conflicts/{id}/resolve: the same door ("verified"), service and refusals.

/** Keeps one version of the bound conflict ("keep" = client | server); then the page with a notice. */
export const resolveConflictAction = defineFormAction({
  auth: "verified",
  args: z.tuple([ZRowId]),
  path: "/sync",
  input: ZResolveBody,
  fieldWords: { namespace: "sync.actions", keys: { keep: "chooseVersion" } },
  revalidate: ["/sync"],
  handler: async ({ user, args: [id], input }) => {
    await resolveConflict(user.id, id, input.keep);
    return { redirect: `/sync?resolved=${input.keep}` };
  },
});
