"use server";

import { z } from "zod";
import { defineFormAction } from "@/lib/pages/define-action";
import { retryJob } from "@/lib/jobs/retry-job";
import { ZJobParams } from "@/lib/jobs/schema";

// The jobs page's twin of POST /api/v1/admin/jobs/{id}/retry.

/** Queue a failed job again. */
export const retryJobAction = defineFormAction({
  auth: "admin",
  path: "/admin/jobs",
  args: z.tuple([ZJobParams.shape.id]),
  revalidate: ["/admin/jobs"],
  handler: async ({ args: [id] }) => {
    await retryJob(id);
  },
});
