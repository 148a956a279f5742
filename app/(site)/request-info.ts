import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { pageLanguage } from "@/lib/i18n/page-language";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { clientIpFrom } from "@/lib/api/client-ip";
import { AppError } from "@/lib/api/errors";
import { negotiateLanguage, type Lang } from "@/lib/i18n/language";
import { logger } from "@/lib/log";
import type { FormState } from "@/components/auth/form-state";

// What server actions need from the browser request, read the same way as the API kernel.

export async function requestIp(): Promise<string> {
  const h = await headers();
  return clientIpFrom((name) => h.get(name));
}

/** The language of what the request sends (e-mails): the user's own default when given, else the page's language. */
export async function requestLang(userDefault?: string | null): Promise<Lang> {
  if (!userDefault) return pageLanguage();
  const h = await headers();
  return negotiateLanguage(h.get("accept-language"), null, userDefault);
}

/** A service failure as a form answer: field errors inline, other known errors as a banner. */
export async function errorState(e: unknown, values?: Record<string, string>): Promise<FormState> {
  const submission = Date.now();
  const t = await getTranslations("common.form");
  if (e instanceof AppError) {
    if (e.code === "validation" && e.extra.fields) return { status: "error", message: t("correctFields"), fields: await pageFields(e.extra.fields), values, submission };
    if (e.code !== "unavailable") return { status: "error", message: await pageMessage(e.message), values, submission };
  }
  logger.error("form action failed", { error: (e as Error)?.message });
  return { status: "error", message: t("serverError"), values, submission };
}

export const formText = (fd: FormData, name: string) => {
  const v = fd.get(name);
  return typeof v === "string" ? v : "";
};
