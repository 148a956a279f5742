import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { formatDate } from "@/components/learning/format";
import { FormMessage } from "@/components/ui/form-message";

/** The read-only notice of an expired (or refunded, decision 0031) course log, shown on every one of its pages. */
export function ExpiredBanner({ expiresAt, door, refunded = false }: { expiresAt: string | null; door: "course" | "free_learning"; refunded?: boolean }) {
  const t = useTranslations("learning.expired");
  const r = useTranslations("adminFinance.diver");
  const locale = useLocale();
  if (refunded) {
    return (
      <FormMessage kind="info" title={r("refundedTitle")} className="mb-6">
        {r.rich("refundedText", { link: (c) => <Link href="/store" className="font-semibold underline">{c}</Link> })}
      </FormMessage>
    );
  }
  const date = formatDate(expiresAt, locale) ?? t("itsDate");
  return (
    <FormMessage kind="warning" title={door === "course" ? t("courseTitle", { date }) : t("learningTitle", { date })} className="mb-6">
      {door === "course"
        ? t.rich("courseText", { link: (c) => <Link href="/store" className="font-semibold underline">{c}</Link> })
        : t.rich("learningText", { link: (c) => <Link href="/learn" className="font-semibold underline">{c}</Link> })}
    </FormMessage>
  );
}
