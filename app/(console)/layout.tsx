import type { ReactNode } from "react";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { ConsoleNav } from "@/components/layout/console-nav";
import { PlaceLayout } from "@/components/layout/place-layout";
import { isStaffRole } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/browser/current-user";

// The staff console (/admin): a place of its own, with its own navigation (the console's pages the
// account may open, and one link back to the diver's pages). Each page still checks its own door
// (staffPage): the navigation only leaves out what would be refused.
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return <SignInRedirect />;
  const access = { isStaff: isStaffRole(user.role), isAdmin: user.role === "admin", permissions: user.permissions };
  return <PlaceLayout nav={<ConsoleNav name={user.name} email={user.email} access={access} />}>{children}</PlaceLayout>;
}
