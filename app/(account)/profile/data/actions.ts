"use server";

import { redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { requestClient } from "@/lib/auth/browser-session";
import { requireSessionUser } from "@/lib/auth/session";
import { requestExport } from "@/lib/privacy/request-export";

// The data page's button: the same service as POST /api/v1/profile/export.
export async function requestExportAction(): Promise<void> {
  const user = await requireSessionUser("/profile/data");
  try {
    await requestExport(user.id, await requestClient());
  } catch (e) {
    if (e instanceof AppError && e.code === "rate_limited") redirect("/profile/data?limited=1");
    throw e;
  }
  redirect("/profile/data?requested=1");
}
