import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { AccountNav } from "@/components/layout/account-nav";
import { getSessionUser } from "@/lib/auth/session";

// Every page under (account) needs a signed-in user. A layout cannot read the URL, so the
// redirect that remembers the page (?next=) happens in a small client component.
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return <SignInRedirect />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <AccountNav name={user.name} email={user.email} isProfessional={user.isProfessional} isAdmin={user.role === "admin"} />
      <div className="lg:pl-72">
        <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
