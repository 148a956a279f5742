"use server";

import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { requestIp, requestLang } from "@/app/(site)/request-info";
import type { DiverCheckState } from "@/components/search/diver-check-form";
import { AppError } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { fieldErrorsOf } from "@/lib/api/validation";
import { logger } from "@/lib/log";
import { ZSearchDiversBody } from "@/lib/search/schema";
import { searchDivers } from "@/lib/search/search-divers";

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};

/** The page's door onto POST /search/divers: same schema, same exact-match rules, same hourly budget. */
export async function checkDiver(_prev: DiverCheckState, form: FormData): Promise<DiverCheckState> {
  const mode = text(form, "mode") === "name" ? "name" : "member_id";
  const values: Record<string, string> = mode === "name"
    ? { first_name: text(form, "first_name"), last_name: text(form, "last_name"), dob: text(form, "dob") }
    : { member_id: text(form, "member_id") };
  const seq = Date.now();
  const t = await getTranslations("search.diver");
  const formText = await getTranslations("common.form");
  if (mode === "member_id" && !values.member_id) {
    return { status: "error", mode, message: formText("correctFields"), fields: { member_id: [t("memberIdFormat")] }, values, seq };
  }
  const parsed = ZSearchDiversBody.safeParse(values);
  if (!parsed.success) return { status: "error", mode, message: formText("correctFields"), fields: await pageFields(fieldErrorsOf(parsed.error)), values, seq };
  try {
    await hit(policies.diverSearch, await requestIp());
    return { status: "success", mode, results: await searchDivers(parsed.data, await requestLang()), values, seq };
  } catch (e) {
    if (e instanceof AppError && e.code === "rate_limited") return { status: "error", mode, message: await pageMessage(e.message), values, seq };
    logger.error("diver check failed", { error: (e as Error)?.message });
    return { status: "error", mode, message: formText("serverError"), values, seq };
  }
}
