"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Logo } from "@/components/layout/logo";
import { NavIcon, type IconName } from "@/components/layout/nav-icon";
import type { Messages } from "@/lib/i18n/messages";
import { MenuButton } from "@/components/layout/menu-button";

type ItemKey = keyof Messages["nav"]["items"];
type NavItem = { label: ItemKey; href: string; icon: IconName };
type NavSection = { title?: "professional" | "centers" | "administration"; items: NavItem[] };

const item = (label: ItemKey, href: string, icon: IconName): NavItem => ({ label, href, icon });

function sectionsFor(isProfessional: boolean, isStaff: boolean, isCenterMember: boolean): NavSection[] {
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
        item("diveCenterApplication", "/professional/dive-center", "building"),
      ],
    });
  }
  // The dive centers' pages are a place of their own too (app/(centers)/layout.tsx): one link away
  // for a member of a center or distributor.
  if (isCenterMember) sections.push({ title: "centers", items: [item("diveCenters", "/centers", "building")] });
  // The staff console is a place of its own (its own navigation, app/(console)/layout.tsx): one link away.
  if (isStaff) sections.push({ title: "administration", items: [item("staffConsole", "/admin", "shield")] });
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
                  <NavIcon name={item.icon} />
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
  isStaff,
  isCenterMember = false,
}: {
  name: string | null;
  email: string;
  isProfessional: boolean;
  /** Staff and administrators: a link to the staff console. */
  isStaff: boolean;
  /** A member of a dive center or distributor: a link to /centers. */
  isCenterMember?: boolean;
}) {
  const t = useTranslations("nav");
  const pathname = usePathname() ?? "";
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const sections = sectionsFor(isProfessional, isStaff, isCenterMember);

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
          <MenuButton open={open} controls={menuId} label={t("menu")} onToggle={() => setOpen((v) => !v)} />
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
