"use server";

import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { AppError } from "@/lib/api/errors";
import { ZRowId } from "@/lib/api/ids";
import { fieldErrorsOf } from "@/lib/api/validation";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { reviewDocument, type ReviewDecision } from "@/lib/documents/review-document";
import { ZRejectDocument } from "@/lib/documents/schema";

// The review page's twins of POST /api/v1/admin/documents/{id}/accept and /reject.

export type ReviewState = { error?: string; fields?: Record<string, string[]>; done?: boolean };

async function decide(id: number, decision: ReviewDecision): Promise<ReviewState> {
  const user = await requireSessionUser("/admin/documents");
  const t = await getTranslations("documents.actions");
  if (!ZRowId.safeParse(id).success) return { error: t("notFound") };
  const refusal = await pageRefusal(user.id, "staff", "records");
  if (refusal) return { error: refusal };
  try {
    await reviewDocument(user.id, id, decision);
  } catch (e) {
    if (e instanceof AppError) return { error: await pageMessage(e.message) };
    throw e;
  }
  revalidatePath("/admin/documents");
  return { done: true };
}

export async function acceptDocumentAction(id: number): Promise<ReviewState> {
  return decide(id, { accepted: true });
}

export async function rejectDocumentAction(id: number, _prev: ReviewState, form: FormData): Promise<ReviewState> {
  const parsed = ZRejectDocument.safeParse({ reason: form.get("reason") ?? "" });
  if (!parsed.success) return { fields: await pageFields(fieldErrorsOf(parsed.error)) };
  return decide(id, { accepted: false, reason: parsed.data.reason });
}
