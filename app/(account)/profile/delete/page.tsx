import type { Metadata } from "next";
import { closeAccount } from "@/app/(account)/profile/delete/actions";
import { DeleteAccountForm } from "@/components/profile/delete-account-form";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { Card } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Delete account" };

const erased = [
  "Your e-mail address and password: you can no longer sign in",
  "Contact details: phone, mobile, address, city, postal code, state and time zone",
  "Date of birth, gender and nationality",
  "Next of kin and guardian details, and your profile picture",
  "Every signed-in session on the website and in the apps, and your membership e-card",
];

const kept = [
  "Your name and member ID",
  "The certifications you earned: dive centers and employers can still verify them by member ID or QR code",
];

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default async function DeleteAccountPage() {
  await requireSessionUser("/profile/delete");
  return (
    <>
      <ProfilePageHeader title="Delete your account" description="Closing your account is permanent. Read what happens before you go on." />
      <div className="space-y-6">
        <div className="grid gap-6 md:grid-cols-2">
          <Card title="What we erase">
            <Bullets items={erased} />
          </Card>
          <Card title="What stays">
            <Bullets items={kept} />
          </Card>
        </div>
        <Card title="Confirm with your password" className="border-red-200">
          <DeleteAccountForm action={closeAccount} />
        </Card>
      </div>
    </>
  );
}
