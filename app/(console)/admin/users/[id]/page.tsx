import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { changeProfessionalStatusAction, changeRoleAction, changeStatusAction } from "@/app/(console)/admin/users/actions";
import { AdminStatusBadge, ConfirmDialog } from "@/components/admin";
import { AuditEntryList } from "@/components/admin/accounts/audit-entry-list";
import { accountTone, proTone } from "@/components/admin/accounts/tones";
import { PageHeader } from "@/components/certifications/page-header";
import { formatDay } from "@/components/learning/format";
import { DetailList } from "@/components/profile/detail-list";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { getAdminUser, type AdminUserDetail } from "@/lib/admin-users/get-user";
import { professionalStatuses, settableStatuses } from "@/lib/admin-users/schema";
import { mayActOn } from "@/lib/admin-users/target-guard";
import { AppError } from "@/lib/api/errors";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { staffPage } from "@/lib/auth/browser/page-access";
import { label } from "@/lib/i18n/labels";
import { pageLanguage } from "@/lib/i18n/page-language";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminAccounts.detail");
  return { title: t("title") };
}

async function load(id: string, lang: Awaited<ReturnType<typeof pageLanguage>>): Promise<AdminUserDetail> {
  if (!/^\d{1,9}$/.test(id)) notFound();
  try {
    return await getAdminUser(Number(id), lang);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  }
}

const str = (u: AdminUserDetail, key: string) => {
  const v = (u as Record<string, unknown>)[key];
  return typeof v === "string" ? v : null;
};

export default async function AdminUserPage({ params }: Props) {
  const t = await getTranslations("adminAccounts");
  const { id } = await params;
  const { user, refusal } = await staffPage("accounts", `/admin/users/${encodeURIComponent(id)}`);
  if (refusal) return <><PageHeader title={t("detail.title")} /><FormMessage kind="warning" title={t("staffOnly")}>{refusal}</FormMessage></>;
  const lang = await pageLanguage();
  const u = await load(id, lang);
  const isAdmin = user.role === "admin";
  const self = user.id === u.id;
  // The services refuse the rest (decision 0036); the page only leaves out what would be refused.
  const mayAct = mayActOn(user, u);
  const closed = u.status_code === "closed";
  const statusCode = u.status_code;
  const reason = str(u, "status_reason");
  const restore = str(u, "restore_date");
  const pro = u.professional_status_code;
  const membership = "professional_suspension_days" in u || pro !== null;
  const statusOptions = settableStatuses.map((s) => ({ value: s, label: label(`account_status.${s}`, lang) }));
  const proOptions = professionalStatuses.map((s) => ({ value: s, label: label(`professional_status.${s}`, lang) }));
  const name = u.full_name ?? t("users.noName");
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/users" className="font-medium text-sky-800 underline-offset-2 hover:underline">
          ← {t("detail.back")}
        </Link>
      </p>
      <PageHeader
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{u.member_id}</span>
            <span className="break-all">{u.email}</span>
            <AdminStatusBadge label={u.status} tone={accountTone(statusCode)} />
          </span>
        }
        action={
          <Link href={`/admin/audit-log?subject_type=user&subject_id=${u.id}`} className="text-sm font-semibold text-sky-800 underline-offset-2 hover:underline">
            {t("detail.auditLink")}
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailList
          title={t("detail.identity")}
          items={[
            { label: t("detail.memberId"), value: <span className="font-mono">{u.member_id}</span> },
            { label: t("detail.email"), value: u.email },
            { label: t("detail.country"), value: u.country },
            { label: t("detail.created"), value: formatDay(u.created_at, lang) },
            { label: t("detail.verified"), value: u.email_verified_at ? formatDay(u.email_verified_at, lang) : t("detail.notVerified") },
            { label: t("detail.mfa"), value: u.mfa_enabled ? t("detail.mfaOn") : t("detail.mfaOff") },
            { label: t("detail.role"), value: t(`roles.${u.role}`) },
            { label: t("detail.qualification"), value: u.qualification_cast },
          ]}
        />
        <Card title={t("detail.statusTitle")}>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("detail.current")}</dt>
              <dd className="mt-1"><AdminStatusBadge label={u.status} tone={accountTone(statusCode)} /></dd>
            </div>
            {reason !== null ? (
              <div className="sm:col-span-2">
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("detail.reason")}</dt>
                <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-900" data-testid="status-reason">{reason}</dd>
              </div>
            ) : null}
            {"suspension_days" in u ? (
              <>
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("detail.suspensionDays")}</dt>
                  <dd className="mt-1 text-sm text-slate-900">{String((u as Record<string, unknown>).suspension_days ?? 0)}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("detail.restoreDate")}</dt>
                  <dd className="mt-1 text-sm text-slate-900">{restore ? formatDay(restore, lang) : t("detail.noRestore")}</dd>
                </div>
              </>
            ) : null}
          </dl>
          <div className="mt-5 border-t border-slate-200 pt-4">
            {closed ? (
              <p className="text-sm text-slate-600">{t("detail.closedFinal")}</p>
            ) : !mayAct ? (
              <p className="text-sm text-slate-600">{t("detail.higherRoleNote")}</p>
            ) : self ? (
              <p className="text-sm text-slate-600">{t("detail.selfNote")}</p>
            ) : (
              <ConfirmDialog
                triggerLabel={t("detail.changeStatus")}
                title={t("detail.changeStatusTitle")}
                description={
                  <>
                    <p>{t("detail.changeStatusText")}</p>
                    <p className="mt-2 font-medium text-red-800">{t("detail.closeWarning")}</p>
                  </>
                }
                action={changeStatusAction.bind(null, u.id)}
                reason={{ label: t("detail.reasonLabel"), hint: t("detail.reasonHint") }}
                number={{ label: t("detail.daysLabel"), name: "days", min: 1, max: 3650, hint: t("detail.daysHint") }}
                confirmLabel={t("detail.confirmStatus")}
              >
                <SelectField name="status" id={`status-${u.id}`} label={t("detail.newStatus")} options={statusOptions} defaultValue={statusCode === "active" ? "suspended" : "active"} required />
              </ConfirmDialog>
            )}
          </div>
        </Card>
        <Card title={t("detail.proTitle")}>
          {!membership ? (
            <p className="text-sm text-slate-600">{t("detail.proNone")}</p>
          ) : (
            <>
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("detail.current")}</dt>
                  <dd className="mt-1">{pro ? <AdminStatusBadge label={label(`professional_status.${pro}`, lang)} tone={proTone(pro)} /> : "—"}</dd>
                </div>
                {str(u, "expire_date") ? (
                  <div>
                    <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("detail.expireDate")}</dt>
                    <dd className="mt-1 text-sm text-slate-900">{formatDay(str(u, "expire_date"), lang)}</dd>
                  </div>
                ) : null}
                {str(u, "professional_status_reason") ? (
                  <div className="sm:col-span-2">
                    <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("detail.reason")}</dt>
                    <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-900">{str(u, "professional_status_reason")}</dd>
                  </div>
                ) : null}
                {str(u, "professional_restore_date") ? (
                  <div>
                    <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("detail.restoreDate")}</dt>
                    <dd className="mt-1 text-sm text-slate-900">{formatDay(str(u, "professional_restore_date"), lang)}</dd>
                  </div>
                ) : null}
              </dl>
              {closed ? null : !mayAct ? (
                <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-600">{t("detail.higherRoleNote")}</p>
              ) : (
                <div className="mt-5 border-t border-slate-200 pt-4">
                  <ConfirmDialog
                    triggerLabel={t("detail.changePro")}
                    triggerVariant="secondary"
                    title={t("detail.changeProTitle")}
                    description={<p>{t("detail.changeProText")}</p>}
                    action={changeProfessionalStatusAction.bind(null, u.id)}
                    reason={{ label: t("detail.reasonLabel"), hint: t("detail.reasonHint") }}
                    number={{ label: t("detail.daysLabel"), name: "days", min: 1, max: 3650, hint: t("detail.proDaysHint") }}
                    confirmLabel={t("detail.confirmPro")}
                  >
                    <SelectField name="status" id={`pro-status-${u.id}`} label={t("detail.newProStatus")} options={proOptions} defaultValue={pro === "suspended" ? "active" : "suspended"} required />
                  </ConfirmDialog>
                </div>
              )}
            </>
          )}
        </Card>
        <Card title={t("detail.roleTitle")} description={t("detail.roleText")}>
          <p className="text-sm text-slate-900">
            <span className="font-semibold">{t(`roles.${u.role}`)}</span>
            {" · "}
            {u.role === "admin" ? t("detail.allPermissions") : u.permissions.length ? u.permissions.map((p) => t(`permissions.${p}`)).join(", ") : t("detail.permissionsNone")}
          </p>
          {isAdmin && !self && !closed ? (
            <div className="mt-5 border-t border-slate-200 pt-4">
              <ConfirmDialog
                triggerLabel={t("detail.changeRole")}
                triggerVariant="secondary"
                title={t("detail.changeRoleTitle")}
                description={<p>{t("detail.roleText")}</p>}
                action={changeRoleAction.bind(null, u.id)}
                confirmLabel={t("detail.confirmRole")}
              >
                <SelectField name="role" id={`role-${u.id}`} label={t("detail.role")} options={(["diver", "staff", "admin"] as const).map((r) => ({ value: r, label: t(`roles.${r}`) }))} defaultValue={u.role} required />
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium text-slate-800">{t("detail.permissionsLabel")}</legend>
                  {PERMISSIONS.map((p) => (
                    <label key={p} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
                      <input type="checkbox" name="permissions" value={p} defaultChecked={u.role === "staff" && u.permissions.includes(p)} className="size-4 rounded border-slate-300" />
                      {t(`permissions.${p}`)}
                    </label>
                  ))}
                </fieldset>
              </ConfirmDialog>
            </div>
          ) : isAdmin && self ? (
            <p className="mt-3 text-sm text-slate-600">{t("detail.selfRole")}</p>
          ) : null}
        </Card>
      </div>
      <Card title={t("detail.auditTitle")} className="mt-6" actions={
        <Link href={`/admin/audit-log?subject_type=user&subject_id=${u.id}`} className="text-sm font-semibold text-sky-800 underline-offset-2 hover:underline">{t("detail.auditAll")}</Link>
      }>
        <AuditEntryList entries={u.audit} empty={t("detail.auditEmpty")} />
      </Card>
    </>
  );
}
