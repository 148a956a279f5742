import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { closeAccount } from "@/app/(account)/profile/delete/actions";
import { DeleteAccountForm } from "@/components/profile/delete-account-form";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { Card } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/auth/browser/current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.deletePage");
  return { title: t("metaTitle") };
}


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
  const t = await getTranslations("profile.deletePage");
  const erased = [t("erased.login"), t("erased.contact"), t("erased.personal"), t("erased.kin"), t("erased.sessions")];
  const kept = [t("kept.name"), t("kept.certifications")];
  return (
    <>
      <ProfilePageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <div className="grid gap-6 md:grid-cols-2">
          <Card title={t("whatErased")}>
            <Bullets items={erased} />
          </Card>
          <Card title={t("whatStays")}>
            <Bullets items={kept} />
          </Card>
        </div>
        <Card title={t("confirm")} className="border-red-200">
          <DeleteAccountForm action={closeAccount} />
        </Card>
      </div>
    </>
  );
}
