import type { Metadata } from "next";
import { savePassword } from "@/app/(account)/profile/password/actions";
import { PasswordForm } from "@/components/profile/password-form";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { Card } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Change password" };

export default async function PasswordPage() {
  await requireSessionUser("/profile/password");
  return (
    <>
      <ProfilePageHeader title="Change your password" description="You stay signed in here; the DiveCert apps on your other devices will ask you to sign in again." />
      <Card>
        <PasswordForm action={savePassword} />
      </Card>
    </>
  );
}
