"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import type { IconName } from "@/components/layout/nav-icon";
import { BackToMyPages, PlaceBrand, PlaceChrome, PlaceLink } from "@/components/layout/place-nav-parts";
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

function NavLink({ href, icon, active, children }: { href: string; icon: IconName; active: boolean; children: ReactNode }) {
  return (
    <PlaceLink href={href} icon={icon} active={active} tone="teal">
      {children}
    </PlaceLink>
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
      <BackToMyPages label={t("back")} tone="teal" />
    </>
  );
}

/**
 * The centers' chrome (PlaceChrome): a side navigation on large screens with the account's
 * controls in a bar above the page, and a top bar with a menu on phones and tablets (the account
 * controls inside). The layout puts the page's <main> after it.
 */
export function CentersNav(props: Props) {
  const t = useTranslations("centers.nav");
  const tn = useTranslations("nav");
  return (
    <PlaceChrome
      label={t("label")}
      menuLabel={tn("menu")}
      brand={<PlaceBrand href="/centers" badge={t("badge")} tone="teal" />}
      name={props.name}
      email={props.email}
      menuPadding="py-4"
      links={(pathname) => <Links {...props} pathname={pathname} />}
    />
  );
}
