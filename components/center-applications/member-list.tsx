import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDay } from "@/components/learning/format";
import { EmptyState } from "@/components/ui/empty-state";
import type { CenterMemberRecord } from "@/lib/centers/member-record";

/** The members of a center or distributor as staff see them on its console page. */
export function MemberList({ members }: { members: CenterMemberRecord[] }) {
  const t = useTranslations("centerApplications.members");
  const locale = useLocale();
  if (members.length === 0) return <EmptyState title={t("none")} description={t("noneText")} />;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="member-list">
      {members.map((m) => (
        <li key={m.user_id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              <a href={`/admin/users/${m.user_id}`} className="text-sky-800 underline-offset-2 hover:underline">{m.full_name ?? m.member_id}</a>
            </p>
            <p className="font-mono text-xs text-slate-600">{m.member_id}</p>
          </div>
          <p className="text-slate-700">
            {t(`role.${m.role}`)} · <span className="text-slate-600">{t("since", { date: formatDay(m.since, locale) })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The members section of a console page: the list and the form to add one. */
export function MembersSection({ members, children }: { members: CenterMemberRecord[]; children: ReactNode }) {
  const t = useTranslations("centerApplications.members");
  return (
    <section aria-labelledby="members-title" className="mt-10 space-y-4">
      <h2 id="members-title" className="text-lg font-semibold text-slate-900">{t("title")}</h2>
      <MemberList members={members} />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
    </section>
  );
}
