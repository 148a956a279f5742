import { useTranslations } from "next-intl";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** Previous/next links of a length-aware page; `href(n)` builds the URL of page n. */
export function Pager({ page, lastPage, total, href, label }: { page: number; lastPage: number; total: number; href: (n: number) => string; label: string }) {
  const t = useTranslations("ui.pager");
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={buttonClasses("secondary", "sm")} rel="prev">
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        {t("status", { page, lastPage, total })}
      </span>
      {page < lastPage ? (
        <Link href={href(page + 1)} className={buttonClasses("secondary", "sm")} rel="next">
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
