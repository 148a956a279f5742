"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type ReactNode } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Logo } from "@/components/layout/logo";
import { MenuButton } from "@/components/layout/menu-button";
import { NavIcon, type IconName } from "@/components/layout/nav-icon";
import type { MyCenter, MyDistributor } from "@/lib/centers/my-memberships";

// The dive centers' own navigation (a place of its own, like the staff console): the center being
// looked at (its name, the caller's role, its pages — seats and settings for owners and managers
// only, as the routes allow), a switcher between the caller's centers and distributors, and one
// link back to the diver's pages. The center comes from the address (/centers/{id}/...), so one
// navigation serves the list, every center's pages and the distributors' pages alike; a center
// the caller does not belong to shows no center links (its page shows the refusal).

type Item = { key: "dashboard" | "members" | "students" | "seats" | "settings"; href: string; icon: IconName; runs?: true };

const itemsFor = (id: number): Item[] => [
  { key: "dashboard", href: `/centers/${id}`, icon: "home" },
  { key: "members", href: `/centers/${id}/members`, icon: "users" },
  { key: "students", href: `/centers/${id}/students`, icon: "book" },
  { key: "seats", href: `/centers/${id}/seats`, icon: "cart", runs: true },
  { key: "settings", href: `/centers/${id}/settings`, icon: "list", runs: true },
];

const CENTER_PATH = /^\/centers\/(\d+)(?:\/|$)/;
const DISTRIBUTOR_PATH = /^\/distributors\/(\d+)(?:\/|$)/;

// The dashboard is current on its own address only; every other link for its pages below it too.
const isActive = (pathname: string, href: string, exact: boolean) => (exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));

const linkClasses = (active: boolean) =>
  "flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600 " +
  (active ? "bg-teal-50 text-teal-900" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900");

function NavLink({ href, icon, active, children }: { href: string; icon: IconName; active: boolean; children: ReactNode }) {
  return (
    <Link href={href} aria-current={active ? "page" : undefined} className={linkClasses(active)}>
      <NavIcon name={icon} />
      {children}
    </Link>
  );
}

type Props = { name: string | null; email: string; centers: MyCenter[]; distributors: MyDistributor[] };

function Links({ centers, distributors, pathname }: Props & { pathname: string }) {
  const t = useTranslations("centers.nav");
  const tc = useTranslations("centers");
  const tr = (role: string) => tc(`roles.${role}` as "roles.owner");
  const id = useId();
  const centerId = Number(CENTER_PATH.exec(pathname)?.[1] ?? NaN);
  const distributorId = Number(DISTRIBUTOR_PATH.exec(pathname)?.[1] ?? NaN);
  const current = centers.find((c) => c.id === centerId) ?? null;
  const currentDistributor = distributors.find((d) => d.id === distributorId) ?? null;
  const others = centers.filter((c) => c !== current);
  const otherDistributors = distributors.filter((d) => d !== currentDistributor);
  const runs = current?.role === "owner" || current?.role === "manager";

  return (
    <>
      {current ? (
        <div>
          <div className="px-3 pb-2">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("center")}</p>
            <p className="mt-0.5 text-base font-semibold break-words text-slate-900">{current.name}</p>
            <p className="text-xs text-slate-600">
              {tr(current.role)}
              {current.active ? null : <> · {t("inactive")}</>}
            </p>
          </div>
          <ul className="space-y-0.5">
            {itemsFor(current.id)
              .filter((i) => !i.runs || runs)
              .map((i) => (
                <li key={i.key}>
                  <NavLink href={i.href} icon={i.icon} active={isActive(pathname, i.href, i.key === "dashboard")}>
                    {t(`items.${i.key}`)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {currentDistributor ? (
        <div className="px-3 pb-2">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("distributor")}</p>
          <p className="mt-0.5 text-base font-semibold break-words text-slate-900">{currentDistributor.name}</p>
          <p className="text-xs text-slate-600">{tr(currentDistributor.role)}</p>
        </div>
      ) : null}

      {/* The switcher: the caller's other centers and distributors, and the list of them all. */}
      <div className={current || currentDistributor ? "mt-4 border-t border-slate-200 pt-3" : ""}>
        <p id={`${id}-switch`} className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {current || currentDistributor ? t("switch") : t("yours")}
        </p>
        <ul aria-labelledby={`${id}-switch`} className="space-y-0.5">
          <li>
            <NavLink href="/centers" icon="list" active={pathname === "/centers"}>
              {t("all")}
            </NavLink>
          </li>
          {others.map((c) => (
            <li key={`c${c.id}`}>
              <NavLink href={`/centers/${c.id}`} icon="building" active={false}>
                <span className="min-w-0 truncate">{c.name}</span>
              </NavLink>
            </li>
          ))}
          {otherDistributors.map((d) => (
            <li key={`d${d.id}`}>
              <NavLink href={`/distributors/${d.id}`} icon="building" active={false}>
                <span className="min-w-0 truncate">{d.name}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>

      {/* The diver's own pages: one link away. */}
      <ul className="mt-3 border-t border-slate-200 pt-3">
        <li>
          <NavLink href="/dashboard" icon="back" active={false}>
            {t("back")}
          </NavLink>
        </li>
      </ul>
    </>
  );
}

function Brand() {
  const t = useTranslations("centers.nav");
  return (
    <div className="flex items-center gap-2">
      <Logo href="/centers" />
      <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">{t("badge")}</span>
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
 * The centers' chrome: a side navigation on large screens with the account's controls in a bar
 * above the page, and a top bar with a menu on phones and tablets (the account controls inside).
 * The layout puts the page's <main> after it.
 */
export function CentersNav(props: Props) {
  const t = useTranslations("centers.nav");
  const tn = useTranslations("nav");
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
        <nav aria-label={t("label")} className="flex-1 overflow-y-auto px-3 pb-4">
          <Links {...props} pathname={pathname} />
        </nav>
      </aside>

      <header className="hidden h-14 items-center justify-end gap-3 border-b border-slate-200 bg-white px-6 lg:ml-72 lg:flex">
        <Account name={props.name} email={props.email} />
        <LanguageSwitcher />
        <SignOutButton />
      </header>

      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <Brand />
          <MenuButton open={open} controls={menuId} label={tn("menu")} onToggle={() => setOpen((v) => !v)} />
        </div>
        <nav id={menuId} aria-label={t("label")} hidden={!open} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-3 py-4">
          <Links {...props} pathname={pathname} />
          <div className="mt-4 space-y-2 border-t border-slate-200 px-3 pt-4">
            <Account name={props.name} email={props.email} />
            <LanguageSwitcher />
            <SignOutButton className="-ml-3" />
          </div>
        </nav>
      </header>
    </>
  );
}
