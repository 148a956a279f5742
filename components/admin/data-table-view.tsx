"use client";

import { tableFeatures, useTable, type ColumnDef } from "@tanstack/react-table";
import { useMemo, type ReactNode } from "react";

// The client half of DataTable: @tanstack/react-table (headless) lays out cells the server already rendered.

export type ViewColumn = { id: string; header: ReactNode; className?: string; label?: string; ariaSort?: "ascending" | "descending" | "none" };
type ViewRow = { key: string; cells: Record<string, ReactNode> };

const features = tableFeatures({});

// `stack`: below `sm` the table's parts become blocks, each row a card and each cell a
// "label value" line (the label is the cell's data-label, drawn by CSS; the header row stays for
// screen readers only). Cells' own alignment classes apply from `sm` up.
const STACK = {
  table: "max-sm:block",
  thead: "max-sm:sr-only",
  tbody: "max-sm:block",
  tr: "max-sm:block max-sm:space-y-1.5 max-sm:px-3 max-sm:py-3",
  td: "max-sm:grid max-sm:grid-cols-[minmax(6rem,35%)_minmax(0,1fr)] max-sm:items-baseline max-sm:justify-items-start max-sm:gap-x-3 max-sm:p-0 max-sm:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] max-sm:empty:hidden",
  // A cell without a label (a bar, the row's buttons): the whole width of the card.
  bare: "max-sm:block max-sm:p-0 max-sm:pt-1 max-sm:text-left max-sm:empty:hidden",
};

export function DataTableView({ caption, columns, rows, scrollLabel, stack }: { caption: string; columns: ViewColumn[]; rows: ViewRow[]; scrollLabel: string; stack?: boolean }) {
  const defs = useMemo<ColumnDef<typeof features, ViewRow>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: () => c.header,
        accessorFn: (row: ViewRow) => row.cells[c.id],
        cell: (info) => info.getValue() as ReactNode,
      })),
    [columns],
  );
  const table = useTable({ features, columns: defs, data: rows, getRowId: (row) => row.key });
  const byId = new Map(columns.map((c) => [c.id, c]));
  return (
    <div role="region" aria-label={scrollLabel} tabIndex={0} className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-sky-600">
      <table className={`min-w-full divide-y divide-slate-200 text-left text-sm ${stack ? STACK.table : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-slate-50 ${stack ? STACK.thead : ""}`}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const col = byId.get(header.column.id);
                return (
                  <th key={header.id} scope="col" aria-sort={col?.ariaSort} className={`whitespace-nowrap px-3 py-2.5 font-semibold text-slate-700 ${col?.className ?? ""}`}>
                    <table.FlexRender header={header} />
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={`divide-y divide-slate-100 ${stack ? STACK.tbody : ""}`}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={`align-top hover:bg-slate-50 ${stack ? STACK.tr : ""}`}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={stack ? (byId.get(cell.column.id)?.label ?? "") : undefined}
                  className={`px-3 py-2.5 text-slate-800 ${stack ? (byId.get(cell.column.id)?.label ? STACK.td : STACK.bare) : ""} ${byId.get(cell.column.id)?.className ?? ""}`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
