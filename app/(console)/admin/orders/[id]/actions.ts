"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { INT4_MAX, ZRowId } from "@/lib/api/ids";
import { refusedState } from "@/lib/pages/action-errors";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import type { FormState } from "@/lib/pages/form-state";
import { formatMoney } from "@/lib/store/money";
import { refundOrder } from "@/lib/store/refund-order";
import { ZRefundOrder } from "@/lib/store/schema";

// The order page's twin of POST /api/v1/admin/orders/{id}/refund. The amount is typed as money
// ("12.50"); the service takes cents. The page binds the order, what is left to refund when it
// was shown, and the currency.

const MONEY = /^\s*(\d{1,8})(?:[.,](\d{1,2}))?\s*$/;
const toCents = (raw: string) => {
  const m = MONEY.exec(raw);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : null;
};

/** The amount in cents when it is money from 0.01 up to what is left, else as typed (the schema refuses it). */
function readRefund(form: FormData, _orderId: number, max: number) {
  const typed = formText(form, "amount");
  const cents = toCents(typed);
  return { reason: formText(form, "reason"), amount: cents !== null && cents >= 1 && cents <= max ? cents : typed };
}

/** The refusals the page words in money or with what to do next (the rest go through the error table). */
async function refundRefusal(e: unknown, money: (cents: number) => string): Promise<FormState | null> {
  if (!(e instanceof AppError)) return null;
  const t = await getTranslations("adminFinance.form.errors");
  const left = e.extra.data?.refundable_amount;
  if (e.code === "conflict" && typeof left === "number") return refusedState("conflict", t("exceeds", { max: money(left) }));
  if (e.code === "conflict") return refusedState("conflict", e.extra.data?.provider_code ? t("refused") : t("conflict"));
  if (e.code === "unavailable") return refusedState("unavailable", t("unavailable"));
  return null;
}

export const refundOrderAction = defineFormAction({
  auth: "staff",
  permission: "finance",
  args: z.tuple([ZRowId, z.number().int().min(1).max(INT4_MAX), z.string().regex(/^[A-Z]{3}$/)]),
  path: (orderId) => `/admin/orders/${orderId}`,
  input: ZRefundOrder,
  read: readRefund,
  fieldWords: { namespace: "adminFinance.form.errors", fields: ["amount", "reason"] },
  revalidate: ({ args: [orderId] }) => [`/admin/orders/${orderId}`, "/admin/orders"],
  handler: async ({ args: [orderId, max, currency], input, audit, lang }) => {
    const money = (cents: number) => `${formatMoney(cents, currency, lang)} ${currency}`;
    try {
      await refundOrder(orderId, input, audit, lang);
    } catch (e) {
      const refusal = await refundRefusal(e, money);
      if (refusal) return refusal;
      throw e;
    }
    const t = await getTranslations("adminFinance.form");
    return { message: t("done", { amount: money(input.amount ?? max) }) };
  },
});
