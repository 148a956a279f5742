import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";

/** Downloads of the whole logbook (every dive, whatever the filters). Plain links: the browser saves the file. */
export function ExportButtons() {
  const t = useTranslations("logbook.export");
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("label")}>
      <span className="text-sm text-slate-600">{t("all")}</span>
      <a href="/logbook/export?format=uddf" download className={buttonClasses("secondary", "sm")}>
        UDDF <span className="sr-only">{t("uddf")}</span>
      </a>
      <a href="/logbook/export?format=csv" download className={buttonClasses("secondary", "sm")}>
        CSV <span className="sr-only">{t("csv")}</span>
      </a>
    </div>
  );
}
