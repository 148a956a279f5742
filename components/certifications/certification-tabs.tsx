import { useTranslations } from "next-intl";
import { TabBar } from "@/components/ui/tab-bar";

export type CertificationView = "current" | "history";

/** Current (valid) certifications or the whole history; links, so each view has its own URL. */
export function CertificationTabs({ active, counts }: { active: CertificationView; counts: Record<CertificationView, number> }) {
  const tr = useTranslations("certifications.tabs");
  return (
    <TabBar
      label={tr("label")}
      current={active}
      className="mb-6"
      tabs={[
        { key: "current", href: "/certifications", label: tr("views.current"), count: counts.current },
        { key: "history", href: "/certifications?view=history", label: tr("views.history"), count: counts.history },
      ]}
    />
  );
}
