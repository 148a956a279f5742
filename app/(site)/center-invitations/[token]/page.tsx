import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { acceptAction } from "@/app/(site)/center-invitations/[token]/actions";
import { AcceptForm } from "@/app/(site)/center-invitations/[token]/accept-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { ResultPanel } from "@/components/layout/result-panel";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AppError } from "@/lib/api/errors";
import { getSessionUser } from "@/lib/auth/browser/current-user";
import { getInvitation, type InvitationPreview } from "@/lib/center-members/get-invitation";
import { intlLocale } from "@/lib/i18n/intl-locale";
import { pageLanguage } from "@/lib/i18n/page-language";

// Where an invitation's e-mail lands (decision 0045): public, so a person who is signed out sees
// what they are invited to and signs in (or registers) and comes back here. States: pending (accept,
// or sign in to accept, or the wrong account), accepted already, expired, and a link that is not ours.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centerMembers.invitation");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Props = { params: Promise<{ token: string }> };

async function load(token: string): Promise<InvitationPreview | null> {
  try {
    return await getInvitation(token);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return null;
    throw e;
  }
}

export default async function CenterInvitationPage({ params }: Props) {
  const { token } = await params;
  const t = await getTranslations("centerMembers.invitation");
  const tr = await getTranslations("centerMembers.roles");
  const [invitation, user] = await Promise.all([load(token), getSessionUser()]);
  const path = `/center-invitations/${encodeURIComponent(token)}`;
  const home = (
    <Link href={user ? "/dashboard" : "/"} className={buttonClasses("secondary")}>
      {user ? t("dashboard") : t("home")}
    </Link>
  );

  let body;
  if (!invitation) {
    body = (
      <ResultPanel tone="invalid" title={t("broken")} actions={home}>
        <p>{t("brokenText")}</p>
      </ResultPanel>
    );
  } else if (invitation.state === "accepted") {
    body = (
      <ResultPanel tone="invalid" title={t("used")} actions={user ? <Link href="/centers" className={buttonClasses("primary")}>{t("yourCenters")}</Link> : home}>
        <p>{t("usedText")}</p>
      </ResultPanel>
    );
  } else if (invitation.state === "expired") {
    body = (
      <ResultPanel tone="expired" title={t("expired")} actions={home}>
        <p>{t("expiredText", { center: invitation.center.name })}</p>
      </ResultPanel>
    );
  } else {
    const role = tr(invitation.role);
    const until = new Intl.DateTimeFormat(intlLocale(await pageLanguage()), { dateStyle: "long", timeZone: "UTC" }).format(invitation.expiresAt);
    const summary = invitation.invitedBy
      ? t("summary", { inviter: invitation.invitedBy, center: invitation.center.name, role })
      : t("summaryNoInviter", { center: invitation.center.name, role });
    const rightAccount = user && user.email.toLowerCase() === invitation.email.toLowerCase();
    body = (
      <div className="space-y-6">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-sky-800">{t("eyebrow")}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{t("title", { center: invitation.center.name })}</h1>
          <p className="mt-3 text-slate-700">{summary}</p>
          <dl className="mx-auto mt-4 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
            <dt className="font-medium text-slate-600">{t("role")}</dt>
            <dd className="text-slate-900">{role}</dd>
            <dt className="font-medium text-slate-600">{t("recipient")}</dt>
            <dd className="break-all text-slate-900">{invitation.email}</dd>
            <dt className="font-medium text-slate-600">{t("until")}</dt>
            <dd className="text-slate-900">{until}</dd>
          </dl>
          {invitation.role === "instructor" ? <p className="mt-3 text-sm text-slate-600">{t("instructorNote")}</p> : null}
        </div>
        {!user ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <Link href={`/login?next=${encodeURIComponent(path)}`} className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
              {t("signIn")}
            </Link>
            <p className="text-sm text-slate-600">
              {t("noAccount")}{" "}
              <Link href="/register" className="font-medium text-sky-800 underline">
                {t("register")}
              </Link>
            </p>
          </div>
        ) : rightAccount ? (
          <AcceptForm action={acceptAction.bind(null, token)} />
        ) : (
          <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <p className="font-semibold">{t("wrongAccount")}</p>
            <p>{t("wrongAccountText", { current: user.email, email: invitation.email })}</p>
            <SignOutButton />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>{body}</Card>
    </div>
  );
}
