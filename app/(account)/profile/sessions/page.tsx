import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { endOtherSessionsAction, endSessionAction } from "@/app/(account)/profile/sessions/actions";
import { singleParams } from "@/app/(account)/logbook/viewer";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { SessionList } from "@/components/security/session-list";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { listSessions } from "@/lib/auth/sessions/list-sessions";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.sessionsPage");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SessionsPage({ searchParams }: Props) {
  const user = await requireSessionUser("/profile/sessions");
  const t = await getTranslations("profile.sessionsPage");
  const params = singleParams(await searchParams);
  // The same service as GET /api/v1/auth/sessions; this browser's session is "current".
  const page = await listSessions(user.id, user.sessionId, { page: 1, per_page: 100 }, new URL("/profile/sessions", env().appUrl));
  const others = page.data.filter((s) => !s.current).length;
  const endedOthers = Number(params.endedOthers);
  return (
    <>
      <ProfilePageHeader title={t("title")} description={t("description")} />
      <div className="space-y-4">
        {params.ended ? <FormMessage kind="success">{t("ended")}</FormMessage> : null}
        {Number.isInteger(endedOthers) && params.endedOthers !== undefined ? (
          <FormMessage kind="success">{t("endedOthers", { count: endedOthers })}</FormMessage>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{others === 0 ? t("onlyThis") : null}</p>
          {others > 0 ? (
            <form action={endOtherSessionsAction}>
              <SubmitButton variant="danger" pendingLabel={t("ending")}>
                {t("endOthers")}
              </SubmitButton>
            </form>
          ) : null}
        </div>
        <SessionList sessions={page.data} endAction={endSessionAction} />
      </div>
    </>
  );
}
