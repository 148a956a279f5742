"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useState, type ReactNode } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Logo } from "@/components/layout/logo";
import { MenuButton } from "@/components/layout/menu-button";
import { NavIcon, type IconName } from "@/components/layout/nav-icon";

// The parts shared by the navigations of the places of their own (the staff console, the dive
// centers): the chrome (a side navigation on large screens, a top bar with a menu on phones), the
// brand with the place's badge, the account line, a link and the link back to the diver's pages.
// Each place keeps its own links and its colour (its tone).

export type PlaceTone = "indigo" | "teal";

const activeClasses: Record<PlaceTone, string> = { indigo: "bg-indigo-50 text-indigo-900", teal: "bg-teal-50 text-teal-900" };
const badgeClasses: Record<PlaceTone, string> = { indigo: "bg-indigo-700", teal: "bg-teal-700" };

/** One link of a place's navigation; `dense` rows are shorter (the console fits one screen). */
export function PlaceLink({ href, icon, active, tone, dense, children }: { href: string; icon: IconName; active: boolean; tone: PlaceTone; dense?: boolean; children: ReactNode }) {
  const classes =
    `flex ${dense ? "min-h-9" : "min-h-10"} items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600 ` +
    (active ? activeClasses[tone] : "text-slate-700 hover:bg-slate-100 hover:text-slate-900");
  return (
    <Link href={href} aria-current={active ? "page" : undefined} className={classes}>
      <NavIcon name={icon} />
      {children}
    </Link>
  );
}

/** The diver's own pages: one link away, below the place's. */
export function BackToMyPages({ label, tone, dense }: { label: string; tone: PlaceTone; dense?: boolean }) {
  return (
    <ul className="mt-3 border-t border-slate-200 pt-3">
      <li>
        <PlaceLink href="/dashboard" icon="back" active={false} tone={tone} dense={dense}>
          {label}
        </PlaceLink>
      </li>
    </ul>
  );
}

/** The logo (leading to the place's home) with the place's badge. */
export function PlaceBrand({ href, badge, tone }: { href: string; badge: string; tone: PlaceTone }) {
  return (
    <div className="flex items-center gap-2">
      <Logo href={href} />
      <span className={`rounded-full ${badgeClasses[tone]} px-2 py-0.5 text-xs font-semibold text-white`}>{badge}</span>
    </div>
  );
}

function Account({ name, email }: { name: string | null; email: string }) {
  return (
    <p className="min-w-0 truncate text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{name ?? email}</span>
      {name ? <span className="hidden xl:inline"> · {email}</span> : null}
    </p>
  );
}

/**
 * A place's chrome: a side navigation on large screens with the account's controls in a bar
 * above the page, and a top bar with a menu on phones and tablets (the account controls inside).
 * The layout (PlaceLayout) puts the page's <main> after it: the navigation is never inside the page's main.
 * `links` draws the place's links for the current address (once in each navigation).
 */
export function PlaceChrome({
  label,
  menuLabel,
  brand,
  name,
  email,
  menuPadding,
  links,
}: {
  label: string;
  menuLabel: string;
  brand: ReactNode;
  name: string | null;
  email: string;
  /** The phone menu's vertical padding ("py-4" or "pb-4"). */
  menuPadding: "py-4" | "pb-4";
  links: (pathname: string) => ReactNode;
}) {
  const pathname = usePathname() ?? "";
  const [open, setOpen] = useState(false);
  const menuId = useId();

  // A navigation closes the phone menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <aside className="hidden border-r border-slate-200 bg-white lg:fixed lg:inset-y-0 lg:flex lg:w-72 lg:flex-col">
        <div className="px-5 py-4">{brand}</div>
        <nav aria-label={label} className="flex-1 overflow-y-auto px-3 pb-4">
          {links(pathname)}
        </nav>
      </aside>

      <header className="hidden h-14 items-center justify-end gap-3 border-b border-slate-200 bg-white px-6 lg:ml-72 lg:flex">
        <Account name={name} email={email} />
        <LanguageSwitcher />
        <SignOutButton />
      </header>

      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          {brand}
          <MenuButton open={open} controls={menuId} label={menuLabel} onToggle={() => setOpen((v) => !v)} />
        </div>
        <nav id={menuId} aria-label={label} hidden={!open} className={`max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-3 ${menuPadding}`}>
          {links(pathname)}
          <div className="mt-4 space-y-2 border-t border-slate-200 px-3 pt-4">
            <Account name={name} email={email} />
            <LanguageSwitcher />
            <SignOutButton className="-ml-3" />
          </div>
        </nav>
      </header>
    </>
  );
}
