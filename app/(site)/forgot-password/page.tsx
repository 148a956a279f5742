import type { Metadata } from "next";
import { forgotPasswordAction } from "@/app/(site)/forgot-password/actions";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { AuthPage } from "@/components/layout/auth-page";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Forgot your password" };

export default function ForgotPasswordPage() {
  return (
    <AuthPage title="Forgot your password?" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <Card>
        <ForgotPasswordForm action={forgotPasswordAction} />
      </Card>
    </AuthPage>
  );
}
