import { useTranslations } from "next-intl";

// An audit row's before/after, readable: one line per field that changed, "old → new".

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === "") return "—";
  if (Array.isArray(v)) return v.length ? v.map(show).join(", ") : "—";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
};

export function AuditChanges({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const t = useTranslations("adminAccounts.audit");
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="min-w-48 space-y-0.5 text-xs">
      {keys.map((k) => {
        const from = before && k in before ? show(before[k]) : null;
        const to = after && k in after ? show(after[k]) : null;
        return (
          <li key={k} className="break-words">
            <span className="font-mono text-slate-600">{k}</span>:{" "}
            {from !== null ? (
              <>
                <del className="text-slate-500" aria-label={t("beforeValue", { value: from })}>{from}</del>{" "}
                <span aria-hidden="true">→</span>{" "}
              </>
            ) : null}
            <ins className="font-medium text-slate-900 no-underline" aria-label={to !== null ? t("afterValue", { value: to }) : undefined}>{to ?? "—"}</ins>
          </li>
        );
      })}
    </ul>
  );
}
