import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { OfflineDevice } from "@/components/offline/offline-device";
import { AccountNav } from "@/components/layout/account-nav";
import { isStaffRole } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/browser/current-user";
import { offlineAccountKey } from "@/lib/offline/account-key";
import { ACCOUNT_META } from "@/lib/offline/names";

// Every page under (account) needs a signed-in user. A layout cannot read the URL, so the
// redirect that remembers the page (?next=) happens in a small client component.
// Each page names its account for the offline copy (decision 0049): the service worker keeps a
// page only for the account its own HTML names, and a page rendered signed out says so ("").
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) {
    return (
      <>
        <meta name={ACCOUNT_META} content="" />
        <SignInRedirect />
      </>
    );
  }
  const account = offlineAccountKey(user.id);
  return (
    <div className="relative min-h-dvh bg-slate-50">
      <meta name={ACCOUNT_META} content={account} />
      <OfflineDevice account={account} />
      {/* The side navigation is fixed to the viewport; this column behind it runs the page's whole
          height, so its background and border do not stop where the first screen ends (long pages,
          full-page captures, printing). */}
      <div aria-hidden="true" className="absolute inset-y-0 left-0 hidden w-72 border-r border-slate-200 bg-white lg:block" />
      <AccountNav name={user.name} email={user.email} isProfessional={user.isProfessional} isStaff={isStaffRole(user.role)} isCenterMember={user.isCenterMember} />
      <div className="lg:pl-72">
        <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
