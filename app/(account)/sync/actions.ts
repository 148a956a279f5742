"use server";

import { pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { ConflictFormState } from "@/components/sync/conflict-state";
import { AppError } from "@/lib/api/errors";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { logger } from "@/lib/log";
import { resolveConflict } from "@/lib/sync/resolve-conflict";
import { ZResolveBody } from "@/lib/sync/schema";

// The page's door onto POST /sync/conflicts/{id}/resolve: the same service and refusals.

export async function resolveConflictAction(id: number, _prev: ConflictFormState, form: FormData): Promise<ConflictFormState> {
  const user = await requireSessionUser("/sync");
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return { status: "error", message: refusal };
  const parsed = ZResolveBody.safeParse({ keep: form.get("keep") });
  if (!parsed.success) {
    const t = await getTranslations("sync.actions");
    return { status: "error", message: t("chooseVersion") };
  }
  try {
    await resolveConflict(user.id, id, parsed.data.keep);
  } catch (e) {
    if (e instanceof AppError) return { status: "error", message: await pageMessage(e.message) };
    logger.error("resolve conflict failed", { error: (e as Error)?.message });
    const t = await getTranslations("common.form");
    return { status: "error", message: t("serverError") };
  }
  revalidatePath("/sync");
  redirect(`/sync?resolved=${parsed.data.keep}`);
}
