"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type ReactNode } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Logo } from "@/components/layout/logo";
import { NavIcon, type IconName } from "@/components/layout/nav-icon";
import type { Permission } from "@/lib/auth/permissions";
import type { Messages } from "@/lib/i18n/messages";
import { MenuButton } from "@/components/layout/menu-button";

// The staff console's own navigation (a place of its own, issue 36): its home, each console page
// the account's permissions open (the same rule as the pages' doors and the API's), and one link
// back to the diver's pages. Every link fits a 1280×800 screen without scrolling
// (e2e/ui/admin-console.spec.ts measures it), so the groups are few and the rows compact.

type ItemKey = keyof Messages["nav"]["items"];
type Needs = Permission | "admin";
type ConsoleItem = { label: ItemKey; href: string; icon: IconName; needs: Needs };
type Group = { title: keyof Messages["nav"]["console"]["sections"]; items: ConsoleItem[] };

const item = (label: ItemKey, href: string, icon: IconName, needs: Needs): ConsoleItem => ({ label, href, icon, needs });

const groups: Group[] = [
  {
    title: "people",
    items: [
      item("staffUsers", "/admin/users", "users", "accounts"),
      item("diveCenters", "/admin/dive-centers", "building", "accounts"),
      item("distributors", "/admin/distributors", "building", "accounts"),
      item("centerApplications", "/admin/dive-center-applications", "building", "accounts"),
      item("auditLog", "/admin/audit-log", "shield", "accounts"),
    ],
  },
  {
    title: "records",
    items: [
      item("catalogue", "/admin/courses", "book", "catalogue"),
      item("staffCertifications", "/admin/certifications", "award", "certifications"),
      item("documentReview", "/admin/documents", "file", "records"),
      item("recognitionQueue", "/admin/recognitions", "award", "records"),
    ],
  },
  {
    title: "operations",
    items: [
      item("staffOrders", "/admin/orders", "cart", "finance"),
      item("jobs", "/admin/jobs", "sync", "admin"),
      item("mailbox", "/dev/mailbox", "mail", "admin"),
    ],
  },
];

export type ConsoleAccess = { isStaff: boolean; isAdmin: boolean; permissions: readonly Permission[] };

/** The groups of links this account may open (administrators: all; staff: by permission; divers: none). */
function groupsFor({ isStaff, isAdmin, permissions }: ConsoleAccess): Group[] {
  if (!isStaff) return [];
  const allowed = (needs: Needs) => (needs === "admin" ? isAdmin : permissions.includes(needs));
  return groups.map((g) => ({ ...g, items: g.items.filter((i) => allowed(i.needs)) })).filter((g) => g.items.length > 0);
}

// Home is current on /admin itself only; every other link for its pages below it too.
const isActive = (pathname: string, href: string) => (href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));

const linkClasses = (active: boolean) =>
  "flex min-h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600 " +
  (active ? "bg-indigo-50 text-indigo-900" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900");

function ConsoleLink({ href, icon, pathname, children }: { href: string; icon: IconName; pathname: string; children: ReactNode }) {
  const active = isActive(pathname, href);
  return (
    <Link href={href} aria-current={active ? "page" : undefined} className={linkClasses(active)}>
      <NavIcon name={icon} />
      {children}
    </Link>
  );
}

function ConsoleLinks({ access, pathname }: { access: ConsoleAccess; pathname: string }) {
  const t = useTranslations("nav");
  const id = useId();
  const visible = groupsFor(access);
  return (
    <>
      {access.isStaff ? (
        <ul>
          <li>
            <ConsoleLink href="/admin" icon="home" pathname={pathname}>
              {t("console.home")}
            </ConsoleLink>
          </li>
        </ul>
      ) : null}
      {visible.map((group) => (
        <div key={group.title} className="mt-3">
          <p id={`${id}-${group.title}`} className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t(`console.sections.${group.title}`)}
          </p>
          <ul aria-labelledby={`${id}-${group.title}`} className="space-y-0.5">
            {group.items.map((entry) => (
              <li key={entry.href}>
                <ConsoleLink href={entry.href} icon={entry.icon} pathname={pathname}>
                  {t(`items.${entry.label}`)}
                </ConsoleLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {/* The diver's own pages: one link away, below the console's. */}
      <ul className="mt-3 border-t border-slate-200 pt-3">
        <li>
          <ConsoleLink href="/dashboard" icon="back" pathname={pathname}>
            {t("console.back")}
          </ConsoleLink>
        </li>
      </ul>
    </>
  );
}

function Brand() {
  const t = useTranslations("nav");
  return (
    <div className="flex items-center gap-2">
      <Logo href="/admin" />
      <span className="rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white">{t("console.badge")}</span>
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
 * The console's chrome: a side navigation on large screens with the account's controls in a bar
 * above the page, and a top bar with a menu on phones and tablets (the account controls inside).
 * The layout puts the page's <main> after it: the navigation is never inside the page's main.
 */
export function ConsoleNav({ name, email, access }: { name: string | null; email: string; access: ConsoleAccess }) {
  const t = useTranslations("nav");
  const pathname = usePathname() ?? "";
  const [open, setOpen] = useState(false);
  const menuId = useId();

  // A navigation closes the phone menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <aside className="hidden border-r border-slate-200 bg-white lg:fixed lg:inset-y-0 lg:flex lg:w-72 lg:flex-col">
        <div className="px-5 py-4">
          <Brand />
        </div>
        <nav aria-label={t("console.label")} className="flex-1 overflow-y-auto px-3 pb-4">
          <ConsoleLinks access={access} pathname={pathname} />
        </nav>
      </aside>

      <header className="hidden h-14 items-center justify-end gap-3 border-b border-slate-200 bg-white px-6 lg:ml-72 lg:flex">
        <Account name={name} email={email} />
        <LanguageSwitcher />
        <SignOutButton />
      </header>

      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <Brand />
          <MenuButton open={open} controls={menuId} label={t("menu")} onToggle={() => setOpen((v) => !v)} />
        </div>
        <nav id={menuId} aria-label={t("console.label")} hidden={!open} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-3 pb-4">
          <ConsoleLinks access={access} pathname={pathname} />
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
