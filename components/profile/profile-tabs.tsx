"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { TabBar } from "@/components/ui/tab-bar";

const tabs = [
  { href: "/profile", label: "overview" },
  { href: "/profile/edit", label: "edit" },
  { href: "/profile/password", label: "password" },
  { href: "/profile/security", label: "security" },
  { href: "/profile/dive-center", label: "diveCenter" },
  { href: "/profile/sessions", label: "sessions" },
  { href: "/profile/data", label: "data" },
  { href: "/profile/delete", label: "delete" },
] as const;

/** The profile pages, as a row of tabs (scrolls sideways on phones, the current one in view). */
export function ProfileTabs() {
  const t = useTranslations("profile.tabs");
  const pathname = usePathname() ?? "";
  return <TabBar label={t("label")} current={pathname} className="" tabs={tabs.map((tab) => ({ key: tab.href, href: tab.href, label: t(`items.${tab.label}`) }))} />;
}
