import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { AdminPagination, AdminSearchForm, AdminStatusBadge, DataTable, firstParams, type AdminColumn } from "@/components/admin";
import { accountTone, proTone } from "@/components/admin/accounts/tones";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { formatDay } from "@/components/learning/format";
import { listAdminUsers } from "@/lib/admin-users/list-users";
import { accountStatuses, professionalStatuses, roles, ZAdminUserQuery, type AdminUserRecord } from "@/lib/admin-users/schema";
import { staffPage } from "@/lib/auth/browser/page-access";
import { env } from "@/lib/env";
import { label } from "@/lib/i18n/labels";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminAccounts.users");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminUsersPage({ searchParams }: Props) {
  const t = await getTranslations("adminAccounts");
  const { refusal } = await staffPage("accounts", "/admin/users");
  const header = <PageHeader title={t("users.title")} description={t("users.description")} />;
  if (refusal) return <>{header}<FormMessage kind="warning" title={t("staffOnly")}>{refusal}</FormMessage></>;
  const lang = await pageLanguage();
  const params = firstParams(await searchParams);
  const parsed = ZAdminUserQuery.safeParse({ ...params, per_page: 20 });
  const query = parsed.success ? parsed.data : ZAdminUserQuery.parse({ per_page: 20 });
  // The same service as GET /api/v1/admin/users.
  const page = await listAdminUsers(query, new URL("/admin/users", env().appUrl), lang);
  const columns: AdminColumn<AdminUserRecord>[] = [
    {
      id: "name",
      header: t("users.col.name"),
      cell: (u) => (
        <div className="min-w-40">
          <Link href={`/admin/users/${u.id}`} className="font-semibold text-sky-800 underline-offset-2 hover:underline">
            {u.full_name ?? t("users.noName")}
          </Link>
          <p className="break-all text-xs text-slate-600">{u.email}</p>
        </div>
      ),
    },
    { id: "member", header: t("users.col.memberId"), cell: (u) => <span className="whitespace-nowrap font-mono text-xs">{u.member_id}</span> },
    { id: "status", header: t("users.col.status"), cell: (u) => <AdminStatusBadge label={u.status_label} tone={accountTone(u.status)} /> },
    {
      id: "professional",
      header: t("users.col.professional"),
      cell: (u) =>
        u.professional_status ? (
          <AdminStatusBadge label={label(`professional_status.${u.professional_status}`, lang)} tone={proTone(u.professional_status)} />
        ) : (
          <span className="text-slate-500">—</span>
        ),
    },
    { id: "role", header: t("users.col.role"), cell: (u) => t(`roles.${u.role}`) },
    { id: "created", header: t("users.col.created"), cell: (u) => <span className="whitespace-nowrap">{formatDay(u.created_at, lang)}</span> },
  ];
  return (
    <>
      {header}
      <AdminSearchForm
        path="/admin/users"
        params={params}
        label={t("users.searchLabel")}
        fields={[
          { type: "search", name: "q", label: t("users.q"), placeholder: t("users.qPlaceholder") },
          { type: "select", name: "status", label: t("users.status"), options: accountStatuses.map((s) => ({ value: s, label: label(`account_status.${s}`, lang) })) },
          { type: "select", name: "role", label: t("users.role"), options: roles.map((r) => ({ value: r, label: t(`roles.${r}`) })) },
          {
            type: "select",
            name: "professional",
            label: t("users.professional"),
            options: [...professionalStatuses.map((s) => ({ value: s, label: label(`professional_status.${s}`, lang) })), { value: "none", label: t("users.professionalNone") }],
          },
        ]}
      />
      <DataTable caption={t("users.caption")} columns={columns} rows={page.data} rowKey={(u) => u.id} empty={{ title: t("users.empty"), description: t("users.emptyHint") }} />
      <AdminPagination page={page} path="/admin/users" params={params} label={t("users.pages")} />
    </>
  );
}
