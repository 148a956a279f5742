import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { ConsoleNav } from "@/components/layout/console-nav";
import { isStaffRole } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/browser/current-user";

// The staff console (/admin): a place of its own, with its own navigation (the console's pages the
// account may open, and one link back to the diver's pages). Each page still checks its own door
// (staffPage): the navigation only leaves out what would be refused.
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return <SignInRedirect />;
  const access = { isStaff: isStaffRole(user.role), isAdmin: user.role === "admin", permissions: user.permissions };
  return (
    <div className="relative min-h-dvh bg-slate-50">
      {/* The side navigation is fixed to the viewport; this column behind it runs the page's whole height. */}
      <div aria-hidden="true" className="absolute inset-y-0 left-0 hidden w-72 border-r border-slate-200 bg-white lg:block" />
      <ConsoleNav name={user.name} email={user.email} access={access} />
      <div className="lg:pl-72">
        <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
