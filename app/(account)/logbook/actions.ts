"use server";

import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { pageRefusal } from "@/lib/auth/page-access";
import { diveInputOf, typedValues } from "@/app/(account)/logbook/form-input";
import type { DiveFormState } from "@/components/logbook/form-state";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { requireSessionUser } from "@/lib/auth/session";
import { createDiveLog } from "@/lib/dive-logs/create-dive-log";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";
import { renumberDiveLogsByDate } from "@/lib/dive-logs/renumber-by-date";
import { updateDiveLog } from "@/lib/dive-logs/update-dive-log";
import { logger } from "@/lib/log";

// Thin doors onto the services of POST /diver/dive-logs and PATCH /diver/dive-logs/{id}, with
// the same refusals: 403 message, 404, 409 (signed), 422 field errors shown inline.

const answer = (message: string, values: Record<string, string>, fields?: FieldErrors): DiveFormState => ({
  status: "error", message, fields, values, seq: Date.now(),
});
async function invalid(fields: FieldErrors, values: Record<string, string>): Promise<DiveFormState> {
  const t = await getTranslations("common.form");
  return answer(t("correctFields"), values, await pageFields(fields));
}

async function failure(e: unknown, values: Record<string, string>): Promise<DiveFormState> {
  if (!(e instanceof AppError)) {
    logger.error("dive log action failed", { error: (e as Error)?.message });
    const t = await getTranslations("common.form");
    return answer(t("serverError"), values);
  }
  if (e.code === "validation" && e.extra.fields) return invalid(e.extra.fields, values);
  return answer(await pageMessage(e.message), values);
}

export async function createDive(_prev: DiveFormState, form: FormData): Promise<DiveFormState> {
  const user = await requireSessionUser("/logbook/new");
  const values = typedValues(form);
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return answer(refusal, values);
  const parsed = await diveInputOf(form, "create");
  if (!parsed.ok) return await invalid(parsed.fields, values);
  let id: number;
  try {
    id = (await createDiveLog(user.id, parsed.input)).id;
  } catch (e) {
    return await failure(e, values);
  }
  revalidatePath("/logbook");
  redirect(`/logbook/${id}?saved=created`);
}

export async function updateDive(diveId: string, _prev: DiveFormState, form: FormData): Promise<DiveFormState> {
  const user = await requireSessionUser(`/logbook/${encodeURIComponent(diveId)}/edit`);
  const values = typedValues(form);
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return answer(refusal, values);
  const key = ZDiveLogParams.safeParse({ id: diveId });
  if (!key.success) {
    const t = await getTranslations("logbook.detail");
    return answer(t("notFound"), values);
  }
  const parsed = await diveInputOf(form, "update");
  if (!parsed.ok) return await invalid(parsed.fields, values);
  let id: number;
  try {
    id = (await updateDiveLog(user.id, key.data.id, parsed.input)).id;
  } catch (e) {
    return await failure(e, values);
  }
  revalidatePath("/logbook");
  redirect(`/logbook/${id}?saved=updated`);
}

/** Renumbers the diver's dives in date order (the logbook's notice offers it), then shows the logbook. */
export async function renumberByDate(): Promise<void> {
  const user = await requireSessionUser("/logbook");
  const { changed } = await renumberDiveLogsByDate(user.id);
  revalidatePath("/logbook");
  redirect(`/logbook?renumbered=${changed}`);
}
