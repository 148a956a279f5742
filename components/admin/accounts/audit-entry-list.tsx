import { useLocale, useTranslations } from "next-intl";
import { AuditChanges } from "@/components/admin/accounts/audit-changes";
import type { AuditEntryRecord as AuditEntry } from "@/lib/audit/list-schema";

/** The latest audit entries of one account (as actor or subject), newest first. */
export function AuditEntryList({ entries, empty }: { entries: AuditEntry[]; empty: string }) {
  const t = useTranslations("adminAccounts.audit");
  const locale = useLocale();
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((e) => (
        <li key={e.id} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
          <div className="text-xs text-slate-600">
            <time dateTime={e.at}>{when.format(new Date(e.at))} UTC</time>
            <p>{e.actor ? `${e.actor.member_id ?? `#${e.actor.id}`}${e.actor.role ? ` · ${e.actor.role}` : ""}` : t("system")}</p>
          </div>
          <div className="min-w-0">
            <p className="font-mono text-sm font-semibold text-slate-900">{e.action}</p>
            <p className="text-xs text-slate-600">{t("subjectOf", { type: e.subject.type, id: e.subject.id ?? "—" })}</p>
            <AuditChanges before={e.before} after={e.after} />
          </div>
        </li>
      ))}
    </ol>
  );
}
