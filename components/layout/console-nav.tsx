"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import type { IconName } from "@/components/layout/nav-icon";
import { BackToMyPages, PlaceBrand, PlaceChrome, PlaceLink } from "@/components/layout/place-nav-parts";
import type { Permission } from "@/lib/auth/permissions";
import type { Messages } from "@/lib/i18n/messages";

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

function ConsoleLink({ href, icon, pathname, children }: { href: string; icon: IconName; pathname: string; children: ReactNode }) {
  return (
    <PlaceLink href={href} icon={icon} active={isActive(pathname, href)} tone="indigo" dense>
      {children}
    </PlaceLink>
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
      <BackToMyPages label={t("console.back")} tone="indigo" dense />
    </>
  );
}

/**
 * The console's chrome (PlaceChrome): a side navigation on large screens with the account's
 * controls in a bar above the page, and a top bar with a menu on phones and tablets (the account
 * controls inside). The layout puts the page's <main> after it: the navigation is never inside the page's main.
 */
export function ConsoleNav({ name, email, access }: { name: string | null; email: string; access: ConsoleAccess }) {
  const t = useTranslations("nav");
  return (
    <PlaceChrome
      label={t("console.label")}
      menuLabel={t("menu")}
      brand={<PlaceBrand href="/admin" badge={t("console.badge")} tone="indigo" />}
      name={name}
      email={email}
      menuPadding="pb-4"
      links={(pathname) => <ConsoleLinks access={access} pathname={pathname} />}
    />
  );
}
