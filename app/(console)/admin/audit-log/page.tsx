import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { AdminPagination, AdminSearchForm, DataTable, firstParams, withParams, type AdminColumn } from "@/components/admin";
import { AuditChanges } from "@/components/admin/accounts/audit-changes";
import { PageHeader } from "@/components/certifications/page-header";
import { buttonClasses } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { listAuditLog } from "@/lib/audit/list-audit-log";
import { ZAuditFilters, ZAuditLogQuery, type AuditEntryRecord } from "@/lib/audit/list-schema";
import { AUDIT_SUBJECT_TYPES } from "@/lib/audit/record-audit";
import { verifyAuditChain } from "@/lib/audit/verify-audit-chain";
import { staffPage } from "@/lib/auth/browser/page-access";
import { env } from "@/lib/env";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminAccounts.audit");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = "/admin/audit-log";

export default async function AuditLogPage({ searchParams }: Props) {
  const t = await getTranslations("adminAccounts");
  const { refusal } = await staffPage("accounts", PATH);
  const header = <PageHeader title={t("audit.title")} description={t("audit.description")} />;
  if (refusal) return <>{header}<FormMessage kind="warning" title={t("staffOnly")}>{refusal}</FormMessage></>;
  const lang = await pageLanguage();
  const params = firstParams(await searchParams);
  const { verify, ...filterParams } = params;
  const parsed = ZAuditLogQuery.safeParse({ ...filterParams, per_page: 25 });
  const query = parsed.success ? parsed.data : ZAuditLogQuery.parse({ page: 1, per_page: 25 });
  // The same services as GET /api/v1/admin/audit-log and /verify.
  const [page, report] = await Promise.all([listAuditLog(query, new URL(PATH, env().appUrl)), verify ? verifyAuditChain() : null]);
  const filters = ZAuditFilters.safeParse(filterParams);
  const exportHref = withParams("/admin/audit-log/export", filters.success ? (filters.data as Record<string, string | undefined>) : {});
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  const columns: AdminColumn<AuditEntryRecord>[] = [
    { id: "at", header: t("audit.col.at"), cell: (e) => <time dateTime={e.at} className="whitespace-nowrap text-xs">{when.format(new Date(e.at))}</time> },
    {
      id: "actor",
      header: t("audit.col.actor"),
      cell: (e) =>
        e.actor ? (
          <span className="text-xs">
            <Link href={`/admin/users/${e.actor.id}`} className="font-mono text-sky-800 underline-offset-2 hover:underline">{e.actor.member_id ?? `#${e.actor.id}`}</Link>
            {e.actor.role ? <span className="block text-slate-600">{e.actor.role}</span> : null}
          </span>
        ) : (
          <span className="text-xs text-slate-600">{t("audit.system")}</span>
        ),
    },
    { id: "action", header: t("audit.col.action"), cell: (e) => <span className="font-mono text-xs font-semibold">{e.action}</span> },
    {
      id: "subject",
      header: t("audit.col.subject"),
      cell: (e) =>
        e.subject.type === "user" && e.subject.id ? (
          <Link href={`/admin/users/${e.subject.id}`} className="whitespace-nowrap text-xs text-sky-800 underline-offset-2 hover:underline">{t("audit.subjectOf", { type: e.subject.type, id: e.subject.id })}</Link>
        ) : (
          <span className="whitespace-nowrap text-xs">{t("audit.subjectOf", { type: e.subject.type, id: e.subject.id ?? "—" })}</span>
        ),
    },
    { id: "changes", header: t("audit.col.changes"), cell: (e) => <AuditChanges before={e.before} after={e.after} /> },
    {
      id: "origin",
      header: t("audit.col.origin"),
      cell: (e) => (
        <span className="block text-xs text-slate-600">
          {e.ip ?? "—"}
          {e.request_id ? <span className="block break-all font-mono">{t("audit.requestId", { id: e.request_id })}</span> : null}
          <span className="block font-mono text-slate-600" title={e.hash}>{e.hash.slice(0, 12)}…</span>
        </span>
      ),
    },
  ];
  return (
    <>
      {header}
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <a href={exportHref} className={buttonClasses("secondary", "sm")} download>
          {t("audit.export")}
        </a>
        <form method="get" action={PATH}>
          {Object.entries(filterParams).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
          <button type="submit" name="verify" value="1" className={buttonClasses("secondary", "sm")}>
            {t("audit.verify")}
          </button>
        </form>
      </div>
      {report ? (
        <FormMessage kind={report.ok ? "success" : "error"} className="mb-4">
          {report.ok ? t("audit.verifyOk", { rows: report.rows }) : t("audit.verifyBad", { id: report.first_bad_id ?? 0, rows: report.rows })}
        </FormMessage>
      ) : null}
      {!parsed.success ? <FormMessage kind="warning" className="mb-4">{t("audit.invalidFilters")}</FormMessage> : null}
      <AdminSearchForm
        path={PATH}
        params={filterParams}
        label={t("audit.searchLabel")}
        fields={[
          { type: "text", name: "actor", label: t("audit.actor") },
          { type: "text", name: "action", label: t("audit.action"), placeholder: t("audit.actionPlaceholder") },
          { type: "select", name: "subject_type", label: t("audit.subjectType"), options: AUDIT_SUBJECT_TYPES.map((s) => ({ value: s, label: s })) },
          { type: "number", name: "subject_id", label: t("audit.subjectId") },
          { type: "date", name: "since", label: t("audit.since") },
          { type: "date", name: "until", label: t("audit.until") },
        ]}
      />
      <DataTable caption={t("audit.caption")} columns={columns} rows={page.data} rowKey={(e) => e.id} empty={{ title: t("audit.empty"), description: t("audit.emptyHint") }} />
      <AdminPagination page={page} path={PATH} params={filterParams} label={t("audit.pages")} />
    </>
  );
}
