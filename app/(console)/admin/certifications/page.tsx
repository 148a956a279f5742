import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { revokeCertificationAction } from "@/app/(console)/admin/certifications/actions";
import { AdminPagination, AdminSearchForm, AdminStatusBadge, ConfirmDialog, DataTable, firstParams, type AdminColumn, type BadgeTone } from "@/components/admin";
import { PageHeader } from "@/components/certifications/page-header";
import { ButtonLink } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { staffPage } from "@/lib/auth/browser/page-access";
import { listAdminCertifications } from "@/lib/certifications/list-admin-certifications";
import { ZAdminCertificationsQuery, type AdminCertificationRecord } from "@/lib/certifications/schema";
import { env } from "@/lib/env";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrganisation.certifications");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/certifications";
const tones: Record<AdminCertificationRecord["status"], BadgeTone> = { valid: "success", superseded: "neutral", revoked: "danger" };

export default async function CertificationsAdminPage({ searchParams }: Props) {
  const t = await getTranslations("adminOrganisation");
  const access = await staffPage("certifications", PATH);
  if (access.refusal) return <><PageHeader title={t("certifications.title")} /><FormMessage kind="warning">{access.refusal}</FormMessage></>;
  const { issued, ...params } = firstParams(await searchParams);
  const parsed = ZAdminCertificationsQuery.safeParse({ ...params, per_page: 20 });
  const query = parsed.success ? parsed.data : ZAdminCertificationsQuery.parse({ page: params.page, per_page: 20 });
  const page = await listAdminCertifications(query, new URL(PATH, env().appUrl), await pageLanguage());
  const locale = await getLocale();
  const day = (ymd: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${ymd}T00:00:00Z`));
  const columns: AdminColumn<AdminCertificationRecord>[] = [
    { id: "number", header: t("certifications.number"), cell: (c) => <span className="font-mono whitespace-nowrap">{c.number}</span> },
    {
      id: "holder",
      header: t("certifications.holder"),
      cell: (c) => (
        <div className="min-w-36">
          <p className="font-medium text-slate-900">{c.holder.full_name ?? "—"}</p>
          <p className="font-mono text-xs text-slate-600">{c.holder.member_id}</p>
        </div>
      ),
    },
    { id: "course", header: t("certifications.course"), cell: (c) => <span className="block min-w-32">{c.course.name}<span className="block text-xs text-slate-600">{c.level_label}</span></span> },
    { id: "issued", header: t("certifications.issued"), cell: (c) => <time dateTime={c.issued_at} className="whitespace-nowrap">{day(c.issued_at)}</time>, className: "hidden md:table-cell" },
    { id: "source", header: t("certifications.source"), cell: (c) => t(`certifications.sources.${c.source}`), className: "hidden lg:table-cell" },
    {
      id: "status",
      header: t("common.status"),
      cell: (c) => (
        <div className="space-y-1">
          <AdminStatusBadge label={t(`certifications.status.${c.status}`)} tone={tones[c.status]} />
          {c.status === "revoked" && c.revoked_at ? (
            <p className="max-w-56 text-xs text-slate-600">{t("certifications.revokedOn", { date: day(c.revoked_at.slice(0, 10)), reason: c.revocation_reason ?? "" })}</p>
          ) : null}
        </div>
      ),
    },
    {
      id: "actions",
      header: <span className="relative"><span className="sr-only">{t("common.actions")}</span></span>,
      cell: (c) =>
        c.status === "revoked" ? null : (
          <ConfirmDialog
            triggerLabel={<span className="relative">{t("certifications.revoke")}<span className="sr-only"> {c.number}</span></span>}
            title={t("certifications.revokeTitle", { number: c.number })}
            description={t("certifications.revokeText", { name: c.holder.full_name ?? c.holder.member_id })}
            reason={{ label: t("certifications.revokeReason"), required: true, hint: t("certifications.reasonHint"), maxLength: 500 }}
            confirmLabel={t("certifications.revoke")}
            action={revokeCertificationAction.bind(null, c.id)}
          />
        ),
    },
  ];
  const issuedRow = issued ? page.data.find((c) => c.number === issued) : undefined;
  return (
    <>
      <PageHeader title={t("certifications.title")} description={t("certifications.description")} action={<ButtonLink href={`${PATH}/new`}>{t("certifications.issue")}</ButtonLink>} />
      {issuedRow ? (
        <FormMessage kind="success" className="mb-4">{t("certifications.issuedNotice", { number: issuedRow.number, name: issuedRow.holder.full_name ?? issuedRow.holder.member_id })}</FormMessage>
      ) : null}
      <AdminSearchForm
        path={PATH}
        params={params}
        label={t("certifications.search")}
        fields={[
          { type: "search", name: "q", label: t("certifications.q"), placeholder: "IT14-729-985" },
          {
            type: "select",
            name: "status",
            label: t("certifications.statusFilter"),
            anyLabel: t("common.anyStatus"),
            options: (["valid", "superseded", "revoked"] as const).map((s) => ({ value: s, label: t(`certifications.status.${s}`) })),
          },
        ]}
      />
      <DataTable caption={t("certifications.caption")} columns={columns} rows={page.data} rowKey={(c) => c.id} empty={{ title: t("certifications.empty"), description: t("certifications.emptyText") }} />
      <AdminPagination page={page} path={PATH} params={params} label={t("common.pages")} />
    </>
  );
}
