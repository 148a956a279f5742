import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { formatDate } from "@/components/learning/format";
import { FormMessage } from "@/components/ui/form-message";

/** The read-only notice of an expired course log, shown on every one of its pages. */
export function ExpiredBanner({ expiresAt, door }: { expiresAt: string | null; door: "course" | "free_learning" }) {
  const t = useTranslations("learning.expired");
  const locale = useLocale();
  const date = formatDate(expiresAt, locale) ?? t("itsDate");
  return (
    <FormMessage kind="warning" title={door === "course" ? t("courseTitle", { date }) : t("learningTitle", { date })} className="mb-6">
      {door === "course"
        ? t.rich("courseText", { link: (c) => <Link href="/store" className="font-semibold underline">{c}</Link> })
        : t.rich("learningText", { link: (c) => <Link href="/learn" className="font-semibold underline">{c}</Link> })}
    </FormMessage>
  );
}
