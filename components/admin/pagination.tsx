import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { withParams, type QueryParams } from "@/components/admin/query";

/**
 * Pagination links under an admin table (server component, plain links: works without JS).
 * Props: `page` — the service's Laravel page (only current_page, last_page, total, from, to are read);
 * `path` + `params` — the page's path and current query (all kept, `page` replaced); `label` — nav name.
 */
export async function AdminPagination({
  page,
  path,
  params,
  label,
}: {
  page: { current_page: number; last_page: number; total: number; from: number | null; to: number | null };
  path: string;
  params: QueryParams;
  label: string;
}) {
  const t = await getTranslations("adminKit");
  const { current_page: current, last_page: last } = page;
  const href = (n: number) => withParams(path, params, { page: n > 1 ? String(n) : undefined });
  const start = Math.max(1, current - 2);
  const end = Math.min(last, current + 2);
  const numbers: number[] = [];
  for (let n = start; n <= end; n++) numbers.push(n);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">
        {page.total > 0 && page.from !== null && page.to !== null
          ? t("showing", { from: page.from, to: page.to, total: page.total })
          : t("showingNone")}
      </p>
      {last > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {current > 1 ? (
              <Link href={href(current - 1)} rel="prev" className={buttonClasses("secondary", "sm")}>
                {t("previous")}
              </Link>
            ) : null}
          </li>
          {numbers.map((n) => (
            <li key={n} className="hidden sm:block">
              <Link
                href={href(n)}
                aria-current={n === current ? "page" : undefined}
                aria-label={t("pageN", { page: n })}
                className={buttonClasses(n === current ? "primary" : "ghost", "sm", "min-w-9")}
              >
                {n}
              </Link>
            </li>
          ))}
          <li className="px-2 text-slate-600 sm:hidden">{t("pageStatus", { page: current, lastPage: last })}</li>
          <li>
            {current < last ? (
              <Link href={href(current + 1)} rel="next" className={buttonClasses("secondary", "sm")}>
                {t("next")}
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
