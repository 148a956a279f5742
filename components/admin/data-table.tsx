import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { ReactNode } from "react";
import { DataTableView, type ViewColumn } from "@/components/admin/data-table-view";
import { withParams, type QueryParams } from "@/components/admin/query";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * A server-side paginated table of records (server component; the rows are one page of a service's
 * Laravel page, never sorted or filtered in the browser). Props:
 * - `caption` — the table's accessible name (shown visually hidden);
 * - `columns` — declared by the page: { id, header, cell(row) => ReactNode, sortKey?, className? };
 *   cells render here on the server, then @tanstack/react-table lays the table out;
 * - `rows`, `rowKey(row)` — the page's `data` and a stable key;
 * - `empty` — { title, description? } shown instead of the table when there are no rows;
 * - `sort` (optional) — { path, params, by?, dir? }: headers of columns with a `sortKey` become links
 *   that set `sort`/`dir` in the query string (keeping the other parameters) and carry aria-sort;
 * - `stack` (optional) — below the `sm` breakpoint each row becomes a card of "label: value" lines
 *   (the column's `label`) instead of a table wider than the phone.
 */
export type AdminColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  sortKey?: string;
  className?: string;
  /** With `stack`: the label shown before the cell on phones (omit for action/decoration cells). */
  label?: string;
};

export async function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  stack,
}: {
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: { title: string; description?: string };
  sort?: { path: string; params: QueryParams; by?: string; dir?: "asc" | "desc" };
  stack?: boolean;
}) {
  if (rows.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  const t = await getTranslations("adminKit");
  const viewColumns: ViewColumn[] = columns.map((c) => {
    if (!c.sortKey || !sort) return { id: c.id, header: c.header, className: c.className, label: c.label };
    const current = sort.by === c.sortKey ? (sort.dir ?? "asc") : undefined;
    const next = current === "asc" ? "desc" : "asc";
    return {
      id: c.id,
      className: c.className,
      label: c.label,
      ariaSort: current === "asc" ? "ascending" : current === "desc" ? "descending" : "none",
      header: (
        <Link href={withParams(sort.path, sort.params, { sort: c.sortKey, dir: next, page: undefined })} className="inline-flex items-center gap-1 hover:underline">
          {c.header}
          <span aria-hidden="true">{current === "asc" ? "▲" : current === "desc" ? "▼" : "↕"}</span>
          <span className="sr-only">{t("sortBy")}</span>
        </Link>
      ),
    };
  });
  const cells = rows.map((row) => ({ key: String(rowKey(row)), cells: Object.fromEntries(columns.map((c) => [c.id, c.cell(row)])) }));
  return <DataTableView caption={caption} columns={viewColumns} rows={cells} scrollLabel={t("scrollTable", { caption })} stack={stack} />;
}
