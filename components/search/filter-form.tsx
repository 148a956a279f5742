import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/** A GET form: filters land in the URL, so a search can be bookmarked and paged. */
export function FilterForm({ action, children, label }: { action: string; children: ReactNode; label: string }) {
  const t = useTranslations("search");
  return (
    <form action={action} method="get" role="search" aria-label={label} className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <button type="submit" className={buttonClasses("primary", "md", "mt-5 w-full sm:w-auto")}>
        {t("submit")}
      </button>
    </form>
  );
}
