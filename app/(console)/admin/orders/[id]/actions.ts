"use server";

import { getTranslations } from "next-intl/server";
import { revalidatePath } from "next/cache";
import type { AdminActionState } from "@/components/admin";
import { formatMoney } from "@/lib/store/money";
import { AppError } from "@/lib/api/errors";
import { ZRowId } from "@/lib/api/ids";
import { staffPage } from "@/lib/auth/page-access";
import { pageAuditContext } from "@/lib/auth/page-client";
import { pageLanguage } from "@/lib/i18n/page-language";
import { refundOrder } from "@/lib/store/refund-order";
import { ZRefundOrder } from "@/lib/store/schema";

// The order page's twin of POST /api/v1/admin/orders/{id}/refund. The amount is typed as money
// ("12.50"); the service takes cents.

const MONEY = /^\s*(\d{1,8})(?:[.,](\d{1,2}))?\s*$/;
const toCents = (raw: string) => {
  const m = MONEY.exec(raw);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : null;
};

export async function refundOrderAction(orderId: number, max: number, currency: string, _prev: AdminActionState, form: FormData): Promise<AdminActionState> {
  const t = await getTranslations("adminFinance.form");
  const lang = await pageLanguage();
  const money = (cents: number) => `${formatMoney(cents, currency, lang)} ${currency}`;
  const { user, refusal } = await staffPage("finance", `/admin/orders/${orderId}`);
  if (refusal) return { status: "error", message: refusal };
  if (!ZRowId.safeParse(orderId).success) return { status: "error", message: t("errors.generic") };
  const cents = toCents(String(form.get("amount") ?? ""));
  const fields: Record<string, string[]> = {};
  if (cents === null || cents < 1 || cents > max) fields.amount = [t("errors.amount", { max: money(max) })];
  const parsed = ZRefundOrder.safeParse({ reason: form.get("reason") ?? "", amount: cents ?? undefined });
  if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === "reason")) fields.reason = [t("errors.reason")];
  if (Object.keys(fields).length || !parsed.success) return { status: "error", fields };
  try {
    await refundOrder(orderId, parsed.data, await pageAuditContext(user.id), lang);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const left = e.extra.data?.refundable_amount;
    if (e.code === "conflict" && typeof left === "number") return { status: "error", fields: { amount: [t("errors.exceeds", { max: money(left) })] } };
    if (e.code === "conflict") return { status: "error", message: e.extra.data?.provider_code ? t("errors.refused") : t("errors.conflict") };
    if (e.code === "validation") return { status: "error", fields: { amount: [t("errors.amount", { max: money(max) })] } };
    if (e.code === "unavailable") return { status: "error", message: t("errors.unavailable") };
    return { status: "error", message: t("errors.generic") };
  }
  revalidatePath(`/admin/orders/${orderId}`);
  revalidatePath("/admin/orders");
  return { status: "success", message: t("done", { amount: money(parsed.data.amount ?? max) }) };
}
