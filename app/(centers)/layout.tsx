import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { CentersNav } from "@/components/layout/centers-nav";
import { PlaceLayout } from "@/components/layout/place-layout";
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
  return <PlaceLayout nav={<CentersNav name={user.name} email={user.email} centers={centers} distributors={distributors} />}>{children}</PlaceLayout>;
}
