import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { changeRoleAction, inviteAction, leaveAction, removeAction, withdrawAction } from "@/app/(centers)/centers/[id]/members/actions";
import { InviteForm } from "@/app/(centers)/centers/[id]/members/invite-form";
import { RoleForm } from "@/app/(centers)/centers/[id]/members/role-form";
import { AdminPagination, ConfirmDialog, DataTable, firstParams, type AdminColumn } from "@/components/admin";
import { RefusedPage } from "@/components/centers/refused-page";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import type { CenterRole } from "@/generated/prisma/enums";
import { ZPageQuery } from "@/lib/api/pagination";
import { CENTER_ROLES, RUNS_CENTER } from "@/lib/centers/center-access";
import { centerPage } from "@/lib/centers/center-page";
import type { CenterMemberRecord } from "@/lib/centers/member-record";
import { listInvitations } from "@/lib/center-members/list-invitations";
import { listMembers } from "@/lib/center-members/list-members";
import { mayName } from "@/lib/center-members/rules";
import type { InvitationRecord } from "@/lib/center-members/schema";
import { env } from "@/lib/env";
import { intlLocale } from "@/lib/i18n/intl-locale";
import { pageLanguage } from "@/lib/i18n/page-language";

// /centers/{id}/members (decision 0045): the team with each member's role and since when; owners
// change roles and remove anyone, managers remove instructors and invite them; every member may
// leave (the last owner is told to name another owner first); the pending invitations with
// withdraw. The same services as the API's routes.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centerMembers");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CenterMembersPage({ params, searchParams }: Props) {
  const { id } = await params;
  const path = `/centers/${id}/members`;
  const { user, access, refusal } = await centerPage(id, path);
  const t = await getTranslations("centerMembers");
  if (!access) {
    return <RefusedPage title={t("title")} reason={refusal} />;
  }
  const centerId = access.center.id;
  const query = firstParams(await searchParams);
  const page = ZPageQuery.safeParse({ page: query.page ?? 1, per_page: 50 });
  const runs = (RUNS_CENTER as readonly CenterRole[]).includes(access.role);
  const isOwner = access.role === "owner";
  const writable = access.center.active;
  const lang = await pageLanguage();
  const url = new URL(path, env().appUrl);
  const [members, invitations] = await Promise.all([
    listMembers(user.id, centerId, page.success ? page.data : { page: 1, per_page: 50 }, url),
    runs ? listInvitations(user.id, centerId, { page: 1, per_page: 100 }, url) : null,
  ]);
  const day = (iso: string) => new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  const roleLabel = (role: string) => t(`roles.${role as CenterRole}`);
  const roleOptions = CENTER_ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
  const soleOwner = isOwner && members.current_page === 1 && members.data.filter((m) => m.role === "owner").length === 1;
  const mayRemove = (m: CenterMemberRecord) => writable && m.user_id !== user.id && (isOwner || (access.role === "manager" && m.role === "instructor"));
  const nameOf = (m: CenterMemberRecord) => m.full_name ?? m.member_id;

  const columns: AdminColumn<CenterMemberRecord>[] = [
    {
      id: "name",
      header: t("table.name"),
      label: t("table.name"),
      cell: (m) => (
        <span className="font-medium text-slate-900">
          {m.full_name ?? t("table.noName")}
          {m.user_id === user.id ? <span className="ms-1 font-normal text-slate-600">{t("table.you")}</span> : null}
        </span>
      ),
    },
    { id: "member_id", header: t("table.memberId"), label: t("table.memberId"), cell: (m) => <span className="whitespace-nowrap font-mono text-xs">{m.member_id}</span> },
    {
      id: "role",
      header: t("table.role"),
      label: t("table.role"),
      cell: (m) =>
        isOwner && writable ? (
          <RoleForm action={changeRoleAction.bind(null, centerId, m.user_id)} current={m.role} name={nameOf(m)} roles={roleOptions} />
        ) : (
          roleLabel(m.role)
        ),
    },
    { id: "since", header: t("table.since"), label: t("table.since"), className: "whitespace-nowrap", cell: (m) => <time dateTime={m.since}>{day(m.since)}</time> },
    {
      id: "actions",
      header: <span className="sr-only">{t("table.actions")}</span>,
      cell: (m) =>
        mayRemove(m) ? (
          <ConfirmDialog
            triggerLabel={t("table.remove")}
            title={t("table.removeTitle", { name: nameOf(m) })}
            description={t("table.removeText")}
            confirmLabel={t("table.remove")}
            action={removeAction.bind(null, centerId, m.user_id)}
          />
        ) : null,
    },
  ];

  const invitationColumns: AdminColumn<InvitationRecord>[] = [
    { id: "email", header: t("pending.email"), label: t("pending.email"), cell: (i) => <span className="block max-w-full truncate sm:max-w-64" title={i.email}>{i.email}</span> },
    { id: "role", header: t("pending.role"), label: t("pending.role"), cell: (i) => roleLabel(i.role) },
    { id: "invited_by", header: t("pending.invitedBy"), label: t("pending.invitedBy"), cell: (i) => i.invited_by?.full_name ?? i.invited_by?.member_id ?? "—" },
    { id: "expires", header: t("pending.expires"), label: t("pending.expires"), className: "whitespace-nowrap", cell: (i) => <time dateTime={i.expires_at}>{day(i.expires_at)}</time> },
    {
      id: "actions",
      header: <span className="sr-only">{t("table.actions")}</span>,
      cell: (i) =>
        writable && mayName(access.role, i.role) ? (
          <ConfirmDialog
            triggerLabel={t("pending.withdraw")}
            triggerVariant="secondary"
            title={t("pending.withdrawTitle", { email: i.email })}
            description={t("pending.withdrawText")}
            confirmLabel={t("pending.withdraw")}
            action={withdrawAction.bind(null, centerId, i.id)}
          />
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description", { center: access.center.name })} />
      {query.joined ? <FormMessage kind="success" className="mb-5">{t("joined", { center: access.center.name })}</FormMessage> : null}
      <div className="space-y-10">
        <section aria-labelledby="team-heading" className="space-y-3">
          <h2 id="team-heading" className="text-lg font-semibold text-slate-900">
            {t("table.heading", { count: members.total })}
          </h2>
          <DataTable
            caption={t("table.caption", { center: access.center.name })}
            columns={columns}
            rows={members.data}
            rowKey={(m) => m.user_id}
            stack
            empty={{ title: t("table.empty") }}
          />
          <AdminPagination page={members} path={path} params={{ page: query.page }} label={t("table.pages")} />
        </section>

        {runs && writable ? (
          <section aria-labelledby="invite-heading" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
              {t("invite.heading")}
            </h2>
            <p className="text-sm text-slate-600">{t("invite.text")}</p>
            <p className="text-sm text-slate-600">{isOwner ? t("invite.ownerHint") : t("invite.managerHint")}</p>
            <InviteForm action={inviteAction.bind(null, centerId)} roles={(isOwner ? [...CENTER_ROLES].reverse() : (["instructor"] as const)).map((r) => ({ value: r, label: roleLabel(r) }))} />
          </section>
        ) : null}

        {invitations ? (
          <section aria-labelledby="pending-heading" className="space-y-3">
            <h2 id="pending-heading" className="text-lg font-semibold text-slate-900">
              {t("pending.heading")}
            </h2>
            <DataTable
              caption={t("pending.caption")}
              columns={invitationColumns}
              rows={invitations.data}
              rowKey={(i) => i.id}
              stack
              empty={{ title: t("pending.empty"), description: t("pending.emptyText") }}
            />
            {invitations.total > invitations.data.length ? <p className="text-sm text-slate-600">{t("pending.more", { shown: invitations.data.length, total: invitations.total })}</p> : null}
          </section>
        ) : null}

        {writable ? (
          <section aria-labelledby="leave-heading" className="space-y-3 border-t border-slate-200 pt-6">
            <h2 id="leave-heading" className="text-lg font-semibold text-slate-900">
              {t("leave.heading")}
            </h2>
            {soleOwner ? (
              <p className="text-sm text-slate-600">{t("leave.soleOwner")}</p>
            ) : (
              <>
                <p className="text-sm text-slate-600">{t("leave.text")}</p>
                <ConfirmDialog
                  triggerLabel={t("leave.button")}
                  title={t("leave.confirmTitle", { center: access.center.name })}
                  description={t("leave.text")}
                  confirmLabel={t("leave.button")}
                  action={leaveAction.bind(null, centerId)}
                />
              </>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
