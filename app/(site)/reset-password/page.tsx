import type { Metadata } from "next";
import Link from "next/link";
import { resetPasswordAction } from "@/app/(site)/reset-password/actions";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { AuthPage } from "@/components/layout/auth-page";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function ResetPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  const token = first(query.token)?.trim() ?? "";
  const email = first(query.email)?.trim() ?? "";
  return (
    <AuthPage title="Choose a new password">
      <Card>
        {token && email ? (
          <ResetPasswordForm action={resetPasswordAction} email={email} token={token} />
        ) : (
          <div className="space-y-4">
            <FormMessage kind="error" title="This link is incomplete">
              Open the link from the password reset e-mail again, or ask for a new one.
            </FormMessage>
            <Link href="/forgot-password" className={buttonClasses("primary")}>
              Ask for a new link
            </Link>
          </div>
        )}
      </Card>
    </AuthPage>
  );
}
