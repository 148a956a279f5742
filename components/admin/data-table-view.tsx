"use client";

import { tableFeatures, useTable, type ColumnDef } from "@tanstack/react-table";
import { useMemo, type ReactNode } from "react";

// The client half of DataTable: @tanstack/react-table (headless) lays out cells the server already rendered.

export type ViewColumn = { id: string; header: ReactNode; className?: string; ariaSort?: "ascending" | "descending" | "none" };
type ViewRow = { key: string; cells: Record<string, ReactNode> };

const features = tableFeatures({});

export function DataTableView({ caption, columns, rows, scrollLabel }: { caption: string; columns: ViewColumn[]; rows: ViewRow[]; scrollLabel: string }) {
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
    <div role="region" aria-label={scrollLabel} tabIndex={0} className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-sky-600">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
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
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-slate-50">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`px-3 py-2.5 text-slate-800 ${byId.get(cell.column.id)?.className ?? ""}`}>
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
