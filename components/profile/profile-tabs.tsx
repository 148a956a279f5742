"use client";

import { useTranslations } from "next-intl";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

const tabs = [
  { href: "/profile", label: "overview" },
  { href: "/profile/edit", label: "edit" },
  { href: "/profile/password", label: "password" },
  { href: "/profile/security", label: "security" },
  { href: "/profile/dive-center", label: "diveCenter" },
  { href: "/profile/delete", label: "delete" },
] as const;

/** The profile pages, as a row of tabs that scrolls sideways on phones. */
export function ProfileTabs() {
  const t = useTranslations("profile.tabs");
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);
  // On a phone the current tab may sit beyond the right edge: bring it into view.
  useEffect(() => {
    navRef.current?.querySelector("[aria-current='page']")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label={t("label")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const current = pathname === tab.href;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? "page" : undefined}
                className={
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600 " +
                  (current ? "border-sky-700 text-sky-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900")
                }
              >
                {t(`items.${tab.label}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
