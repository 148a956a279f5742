"use server";

import { revalidatePath } from "next/cache";
import { pageMessage } from "@/lib/i18n/page-errors";
import { AppError } from "@/lib/api/errors";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { retryJob } from "@/lib/jobs/retry-job";
import { ZJobParams } from "@/lib/jobs/schema";

// The jobs page's twin of POST /api/v1/admin/jobs/{id}/retry.

export type RetryState = { error?: string; done?: boolean };

export async function retryJobAction(id: string, _prev: RetryState): Promise<RetryState> {
  const user = await requireSessionUser("/admin/jobs");
  const refusal = await pageRefusal(user.id, "admin");
  if (refusal) return { error: refusal };
  if (!ZJobParams.safeParse({ id }).success) return { error: await pageMessage("Job not found.") };
  try {
    await retryJob(id);
  } catch (e) {
    if (e instanceof AppError) return { error: await pageMessage(e.message) };
    throw e;
  }
  revalidatePath("/admin/jobs");
  return { done: true };
}
