import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import type { QueryParams } from "@/components/admin/query";

/**
 * A GET search/filter form above an admin table (server component; works without JS).
 * Props: `path` — the page's own path (the form's action); `params` — the current query:
 * each field shows its value, and parameters that are not fields (except `page`) ride along as
 * hidden inputs so a search keeps e.g. a sort; `fields` — declared by the page:
 *   { type: "search" | "text" | "date" | "number", name, label, placeholder? }
 *   { type: "select", name, label, options: { value, label }[], anyLabel? }   ("" = no filter)
 * `label` — the accessible name of the search landmark.
 */
export type FilterField =
  | { type: "search" | "text" | "date" | "number"; name: string; label: string; placeholder?: string }
  | { type: "select"; name: string; label: string; options: readonly { value: string; label: string }[]; anyLabel?: string };

export async function AdminSearchForm({ path, params, fields, label }: { path: string; params: QueryParams; fields: FilterField[]; label: string }) {
  const t = await getTranslations("adminKit");
  const names = new Set(fields.map((f) => f.name));
  const kept = Object.entries(params).filter(([k, v]) => !names.has(k) && k !== "page" && v !== undefined && v !== "");
  const active = fields.some((f) => params[f.name]);
  return (
    <div role="search" aria-label={label} className="mb-4">
      <form method="get" action={path} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        {kept.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {fields.map((f) => {
          const id = `filter-${f.name}`;
          return (
            <div key={f.name} className={`space-y-1.5 ${f.type === "search" ? "sm:col-span-2" : ""}`}>
              <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                {f.label}
              </label>
              {f.type === "select" ? (
                <select id={id} name={f.name} defaultValue={params[f.name] ?? ""} className={inputClasses(false)}>
                  <option value="">{f.anyLabel ?? t("any")}</option>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  name={f.name}
                  type={f.type}
                  defaultValue={params[f.name] ?? ""}
                  placeholder={f.type !== "date" ? f.placeholder : undefined}
                  inputMode={f.type === "number" ? "numeric" : undefined}
                  className={inputClasses(false)}
                />
              )}
            </div>
          );
        })}
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={buttonClasses("primary", "md")}>
            {t("search")}
          </button>
          {active ? (
            <Link href={path} className={buttonClasses("ghost", "md")}>
              {t("clear")}
            </Link>
          ) : null}
        </div>
      </form>
    </div>
  );
}
