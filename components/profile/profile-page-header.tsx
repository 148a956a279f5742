import type { ReactNode } from "react";
import { ProfileTabs } from "@/components/profile/profile-tabs";

/** Title, a line of explanation and the profile tabs, at the top of every profile page. */
export function ProfilePageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className="mb-6 space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600 sm:text-base">{description}</p> : null}
      </div>
      <ProfileTabs />
    </header>
  );
}
