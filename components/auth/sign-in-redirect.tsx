"use client";

import { redirect, usePathname } from "next/navigation";

/** Sends a signed-out visitor of a signed-in area to the login page, back here afterwards. */
export function SignInRedirect(): null {
  const pathname = usePathname() || "/dashboard";
  redirect(`/login?next=${encodeURIComponent(pathname)}`);
}
