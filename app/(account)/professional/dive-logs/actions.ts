"use server";

import { pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { pageRefusal } from "@/lib/auth/page-access";
import type { DiveFormState } from "@/components/logbook/form-state";
import { AppError } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/session";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";
import { signDiveLog } from "@/lib/dive-logs/sign-dive-log";
import { logger } from "@/lib/log";

// The door of POST /professional/dive-logs/{id}/sign for the browser: same service, same refusals.

const PATH = "/professional/dive-logs";
const refused = (message: string): DiveFormState => ({ status: "error", message, seq: Date.now() });

export async function signDive(diveId: string, _prev: DiveFormState, _form: FormData): Promise<DiveFormState> {
  const user = await requireSessionUser(`${PATH}/${encodeURIComponent(diveId)}`);
  const refusal = await pageRefusal(user.id, "professional");
  if (refusal) return refused(refusal);
  const key = ZDiveLogParams.safeParse({ id: diveId });
  const t = await getTranslations("professional.actions");
  if (!key.success) return refused(t("diveNotFound"));
  let id: number;
  try {
    id = (await signDiveLog(user.id, key.data.id)).id;
  } catch (e) {
    if (e instanceof AppError) return refused(await pageMessage(e.message));
    logger.error("dive log signing failed", { error: (e as Error)?.message });
    const tForm = await getTranslations("common.form");
    return refused(tForm("serverError"));
  }
  revalidatePath(PATH);
  redirect(`${PATH}/${id}?signed=1`);
}
