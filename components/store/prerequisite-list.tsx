import { useTranslations } from "next-intl";
/** Prerequisite course codes as chips, or a plain "none". */
export function PrerequisiteList({ codes }: { codes: string[] }) {
  const t = useTranslations("store.card");
  if (!codes.length) return <span className="text-slate-700">{t("none")}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("prerequisiteCourses")}>
      {codes.map((code) => (
        <li key={code} className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700">
          {code}
        </li>
      ))}
    </ul>
  );
}
