import { createTranslator } from "next-intl";
import { formatMoney } from "@/lib/store/money";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { catalogues } from "@/lib/i18n/messages";
import { logger } from "@/lib/log";
import { renderMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { mailFrame, mailText, type MailLang } from "@/lib/mail/templates";
import type { RecordedRefund } from "@/lib/store/record-refund";

// The buyer's e-mail for each refund recorded (whoever recorded it, so exactly one per refund),
// in the buyer's language, through the outbox and its job queue.

export function refundMail(input: { firstName?: string | null; lang?: MailLang; orderId: number; item: string | null; amount: number; currency: string; full: boolean; url: string }) {
  const { lang, t } = mailText(input.lang);
  const r = createTranslator({ locale: lang, messages: catalogues[lang], namespace: "adminFinance.mail" });
  const amount = `${formatMoney(input.amount, input.currency, lang)} ${input.currency}`;
  const item = input.item ?? r("renewal");
  return renderMail({
    ...mailFrame(lang, t, input.firstName),
    subject: r("subject", { order: input.orderId }),
    paragraphs: [r(input.full ? "full" : "partial", { amount, item, order: input.orderId }), r("timing")],
    action: { label: r("action"), url: input.url, fallback: t("common.linkFallback") },
    notes: [],
  });
}

export async function sendRefundMails(recorded: RecordedRefund[]): Promise<void> {
  if (recorded.length === 0) return;
  const db = await getDb();
  for (const refund of recorded) {
    const order = await db.order.findUnique({
      where: { id: refund.orderId },
      select: { id: true, course: { select: { name: true } }, user: { select: { email: true, firstName: true, defaultLanguage: true } } },
    });
    if (!order) continue;
    const mail = refundMail({
      firstName: order.user.firstName, lang: order.user.defaultLanguage, orderId: order.id, item: order.course?.name ?? null,
      amount: refund.amount, currency: refund.currency, full: refund.full, url: `${env().appUrl}/orders/${order.id}`,
    });
    // The refund stands even if the mail cannot be recorded now.
    await sendMail({ to: order.user.email, kind: "order_refunded", ...mail }).catch((e) => logger.error("refund mail failed", { error: (e as Error).message }));
  }
}
