"use server";

import { pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import { AppError } from "@/lib/api/errors";
import { ZRowId } from "@/lib/api/ids";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { deleteDocument } from "@/lib/documents/delete-document";

// The page's twin of DELETE /api/v1/diver/documents/{id}: same service, same refusals.
export async function deleteDocumentAction(id: number): Promise<{ error?: string }> {
  const user = await requireSessionUser("/documents");
  const t = await getTranslations("documents.actions");
  if (!ZRowId.safeParse(id).success) return { error: t("notFound") };
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) return { error: refusal };
  try {
    await deleteDocument(user.id, id);
  } catch (e) {
    if (e instanceof AppError) return { error: await pageMessage(e.message) };
    throw e;
  }
  revalidatePath("/documents");
  return {};
}
