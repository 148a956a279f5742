import type { Metadata } from "next";
import Link from "next/link";
import { resendVerificationAction } from "@/app/(site)/email-verified/actions";
import { ResendVerificationForm } from "@/components/auth/resend-verification-form";
import { ResultPanel } from "@/components/layout/result-panel";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "E-mail verification", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The verification link (GET /api/v1/auth/email/verify/...) redirects browsers here with ?result=.
export default async function EmailVerifiedPage({ searchParams }: Props) {
  const raw = (await searchParams).result;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const result = value === "ok" ? "ok" : value === "expired" ? "expired" : "invalid";
  const user = await getSessionUser();
  const signIn = `/login?next=${encodeURIComponent(`/email-verified?result=${result}`)}`;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        {result === "ok" ? (
          <ResultPanel
            tone="ok"
            title="Your e-mail address is verified"
            actions={
              <Link href={user ? "/dashboard" : "/login"} className={buttonClasses("primary")}>
                {user ? "Go to your dashboard" : "Sign in"}
              </Link>
            }
          >
            <p>Thank you. Courses, the dive log and the store are now open to your account.</p>
          </ResultPanel>
        ) : (
          <ResultPanel
            tone={result === "expired" ? "expired" : "invalid"}
            title={result === "expired" ? "This verification link has expired" : "This verification link is not valid"}
            actions={
              user ? (
                <ResendVerificationForm action={resendVerificationAction} />
              ) : (
                <Link href={signIn} className={buttonClasses("primary")}>
                  Sign in to get a new link
                </Link>
              )
            }
          >
            <p>
              {result === "expired"
                ? "Verification links work for 60 minutes."
                : "The link may be incomplete, already replaced by a newer one, or for an address that has changed."}{" "}
              {user ? "We can send a new link to your address." : "Sign in and ask for a new link."}
            </p>
          </ResultPanel>
        )}
      </Card>
    </div>
  );
}
