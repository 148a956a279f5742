import { useTranslations } from "next-intl";
import Link from "next/link";
import { modulePath } from "@/components/learning/paths";
import type { LearningDoor, ModuleSummary } from "@/components/learning/types";

/** Previous and next module links under a module's text. */
export function ModulePager({ modules, current, door, logCode }: { modules: ModuleSummary[]; current: number; door: LearningDoor; logCode: string }) {
  const index = modules.findIndex((m) => m.id === current);
  const prev = index > 0 ? modules[index - 1] : undefined;
  const next = index >= 0 ? modules[index + 1] : undefined;
  const t = useTranslations("learning.pager");
  if (!prev && !next) return null;
  const link = "block rounded-xl border border-slate-200 bg-white p-4 hover:border-sky-300 focus-visible:outline-2 focus-visible:outline-sky-600";
  return (
    <nav aria-label={t("label")} className="grid gap-3 sm:grid-cols-2">
      {prev ? (
        <Link href={modulePath(door, logCode, prev.id)} className={link}>
          <span className="block text-xs font-medium text-slate-500">{t("previous", { position: prev.position })}</span>
          <span className="block font-semibold text-slate-900">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={modulePath(door, logCode, next.id)} className={`${link} sm:text-right`}>
          <span className="block text-xs font-medium text-slate-500">{t("next", { position: next.position })}</span>
          <span className="block font-semibold text-slate-900">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
