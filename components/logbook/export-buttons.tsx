import { buttonClasses } from "@/components/ui/button";

/** Downloads of the whole logbook (every dive, whatever the filters). Plain links: the browser saves the file. */
export function ExportButtons() {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Export every dive">
      <span className="text-sm text-slate-600">Export all:</span>
      <a href="/logbook/export?format=uddf" download className={buttonClasses("secondary", "sm")}>
        UDDF <span className="sr-only">(dive software file)</span>
      </a>
      <a href="/logbook/export?format=csv" download className={buttonClasses("secondary", "sm")}>
        CSV <span className="sr-only">(spreadsheet)</span>
      </a>
    </div>
  );
}
