import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { AccountNav } from "@/components/layout/account-nav";
import { getSessionUser } from "@/lib/auth/session";

// The staff console (/admin): a place of its own with its own navigation (to be built by the
// console's layout work); until then the account layout's.
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return <SignInRedirect />;
  return (
    <div className="relative min-h-dvh bg-slate-50">
      <div aria-hidden="true" className="absolute inset-y-0 left-0 hidden w-72 border-r border-slate-200 bg-white lg:block" />
      <AccountNav name={user.name} email={user.email} isProfessional={user.isProfessional} isAdmin={user.role === "admin"} permissions={user.permissions} />
      <div className="lg:pl-72">
        <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
