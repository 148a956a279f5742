"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Logo } from "@/components/layout/logo";
import type { Messages } from "@/lib/i18n/messages";
import type { Permission } from "@/lib/auth/permissions";

type ItemKey = keyof Messages["nav"]["items"];
type NavItem = { label: ItemKey; href: string; icon: keyof typeof icons };
type NavSection = { title?: "professional" | "administration"; items: NavItem[] };

// Simple stroke icons, drawn inline (no icon font, nothing loaded from the network).
const icons = {
  home: "M3 10.5 10 4l7 6.5M5 9v7h4v-4h2v4h4V9",
  user: "M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 7c.6-3 3-4.5 6-4.5s5.4 1.5 6 4.5",
  book: "M4 4.5A1.5 1.5 0 0 1 5.5 3H16v12H5.5A1.5 1.5 0 0 0 4 16.5v-12ZM4 16.5A1.5 1.5 0 0 0 5.5 18H16",
  bulb: "M7.5 14.5h5M8 17.5h4M10 2.5a5 5 0 0 0-3 9c.6.5 1 1.2 1 2v.5h4v-.5c0-.8.4-1.5 1-2a5 5 0 0 0-3-9Z",
  wave: "M2 8c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2M2 13c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2",
  award: "M10 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-3 0-1 6 4-2 4 2-1-6",
  cart: "M2.5 3h2l2 10h9l2-7H6M8 17.5h.01M15 17.5h.01",
  users: "M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5 8c.5-2.7 2.5-4 5-4s4.5 1.3 5 4M13 3.2a3 3 0 0 1 0 5.6M15 13c1.4.5 2.3 1.7 2.5 4",
  mail: "M3 5h14v10H3V5Zm0 0 7 6 7-6",
  file: "M5 2.5h6.5L16 7v10.5H5v-15ZM11.5 2.5V7H16",
  sync: "M16 8a6 6 0 0 0-11-2.5M4 4v3h3M4 12a6 6 0 0 0 11 2.5M16 16v-3h-3",
} as const;

function Icon({ name }: { name: keyof typeof icons }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={icons[name]} />
    </svg>
  );
}

const item = (label: ItemKey, href: string, icon: keyof typeof icons): NavItem => ({ label, href, icon });

/** The staff console's pages, each shown to accounts holding its permission ("admin": administrators only). */
const consoleItems: [NavItem, Permission | "admin"][] = [
  [item("staffUsers", "/admin/users", "users"), "accounts"],
  [item("auditLog", "/admin/audit-log", "book"), "accounts"],
  [item("diveCenters", "/admin/dive-centers", "home"), "accounts"],
  [item("distributors", "/admin/distributors", "home"), "accounts"],
  [item("catalogue", "/admin/courses", "book"), "catalogue"],
  [item("staffCertifications", "/admin/certifications", "award"), "certifications"],
  [item("staffOrders", "/admin/orders", "cart"), "finance"],
  [item("documentReview", "/admin/documents", "file"), "records"],
  [item("recognitionQueue", "/admin/recognitions", "award"), "records"],
  [item("jobs", "/admin/jobs", "sync"), "admin"],
  [item("mailbox", "/dev/mailbox", "mail"), "admin"],
];

function sectionsFor(isProfessional: boolean, isAdmin: boolean, permissions: readonly Permission[]): NavSection[] {
  const sections: NavSection[] = [
    {
      items: [
        item("dashboard", "/dashboard", "home"),
        item("profile", "/profile", "user"),
        item("courses", "/courses", "book"),
        item("learn", "/learn", "bulb"),
        item("logbook", "/logbook", "wave"),
        item("awards", "/awards", "award"),
        item("documents", "/documents", "file"),
        item("sync", "/sync", "sync"),
        ...(isProfessional ? [item("diveLogsToSign", "/professional/dive-logs", "wave")] : []),
        item("certifications", "/certifications", "award"),
        item("forms", "/forms", "book"),
        item("medical", "/medical", "user"),
        item("recognitions", "/recognitions", "award"),
        item("store", "/store", "cart"),
      ],
    },
  ];
  if (isProfessional) {
    sections.push({
      title: "professional",
      items: [
        item("students", "/professional/students", "users"),
        item("issuedCertifications", "/professional/certifications", "award"),
        item("buyForStudent", "/professional/store", "cart"),
        item("classrooms", "/professional/classrooms", "users"),
        item("renewal", "/professional/renewal", "award"),
      ],
    });
  }
  const console = consoleItems.filter(([, needs]) => (needs === "admin" ? isAdmin : permissions.includes(needs))).map(([entry]) => entry);
  if (console.length) sections.push({ title: "administration", items: console });
  return sections;
}

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

function NavList({ sections, pathname }: { sections: NavSection[]; pathname: string }) {
  const t = useTranslations("nav");
  return (
    <div className="space-y-6">
      {sections.map((section, i) => (
        <div key={section.title ?? i}>
          {section.title ? <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(`sections.${section.title}`)}</p> : null}
          <ul className="space-y-1">
            {section.items.map((item) => (
              <li key={item.label}>
                <Link
                  href={item.href}
                  aria-current={isActive(pathname, item.href) ? "page" : undefined}
                  className={
                    "flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600 " +
                    (isActive(pathname, item.href) ? "bg-sky-50 text-sky-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900")
                  }
                >
                  <Icon name={item.icon} />
                  {t(`items.${item.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function UserBox({ name, email, isProfessional }: { name: string | null; email: string; isProfessional: boolean }) {
  const t = useTranslations("nav");
  return (
    <div className="min-w-0 px-3">
      <p className="truncate text-sm font-semibold text-slate-900">{name ?? email}</p>
      <p className="truncate text-xs text-slate-600">{name ? email : isProfessional ? t("diveProfessional") : t("diver")}</p>
    </div>
  );
}

/** Sidebar on large screens, a top bar with a menu on phones and tablets. */
export function AccountNav({
  name,
  email,
  isProfessional,
  isAdmin,
  permissions,
}: {
  name: string | null;
  email: string;
  isProfessional: boolean;
  isAdmin: boolean;
  permissions: readonly Permission[];
}) {
  const t = useTranslations("nav");
  const pathname = usePathname() ?? "";
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const sections = sectionsFor(isProfessional, isAdmin, permissions);

  // A navigation closes the phone menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <aside className="hidden border-r border-slate-200 bg-white lg:fixed lg:inset-y-0 lg:flex lg:w-72 lg:flex-col">
        <div className="px-5 py-5">
          <Logo href="/dashboard" />
        </div>
        <nav aria-label={t("main")} className="flex-1 overflow-y-auto px-3 py-2">
          <NavList sections={sections} pathname={pathname} />
        </nav>
        <div className="space-y-2 border-t border-slate-200 px-2 py-4">
          <UserBox name={name} email={email} isProfessional={isProfessional} />
          <LanguageSwitcher className="px-3" />
          <SignOutButton className="w-full" />
        </div>
      </aside>

      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
        <div className="flex items-center justify-between px-4 py-3">
          <Logo href="/dashboard" />
          <button
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((v) => !v)}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
              {open ? <path d="M5 5l10 10M15 5 5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
            </svg>
            {t("menu")}
          </button>
        </div>
        <nav id={menuId} aria-label={t("main")} hidden={!open} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-3 py-4">
          <NavList sections={sections} pathname={pathname} />
          <div className="mt-6 space-y-2 border-t border-slate-200 pt-4">
            <UserBox name={name} email={email} isProfessional={isProfessional} />
            <LanguageSwitcher className="px-3" />
            <SignOutButton className="w-full" />
          </div>
        </nav>
      </header>
    </>
  );
}
