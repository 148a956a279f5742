import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { CentersNav } from "@/components/layout/centers-nav";
import { getSessionUser } from "@/lib/auth/browser/current-user";
import { myMemberships } from "@/lib/centers/my-memberships";

// The dive centers' pages (/centers, /centers/{id}/..., /distributors/{id}): a place of its own,
// with its own navigation (components/layout/centers-nav.tsx) built from the caller's memberships
// (one statement, shared with the page through React's per-request cache). The navigation takes
// the center from the address, so this one layout serves the list, every center and the
// distributors. Each page still checks its own door (centerPage): the navigation only leaves out
// what would be refused.
export default async function CentersLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return <SignInRedirect />;
  const { centers, distributors } = await myMemberships(user.id);
  return (
    <div className="relative min-h-dvh bg-slate-50">
      {/* The side navigation is fixed to the viewport; this column behind it runs the page's whole height. */}
      <div aria-hidden="true" className="absolute inset-y-0 left-0 hidden w-72 border-r border-slate-200 bg-white lg:block" />
      <CentersNav name={user.name} email={user.email} centers={centers} distributors={distributors} />
      <div className="lg:pl-72">
        <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
