import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/components/learning/format";
import type { SkillRecord } from "@/components/professional/types";

type T = ReturnType<typeof useTranslations<"professional.skill">>;

function diveText(s: SkillRecord, t: T): string {
  if (s.dive_log_id) return t("diveLinked", { id: s.dive_log_id });
  if (s.completed) return t("diveNone");
  return t("diveNotYet");
}

/** The signatures of one skill and its dive requirement, in words. */
export function SkillStatus({ skill: s }: { skill: SkillRecord }) {
  const t = useTranslations("professional.skill");
  const locale = useLocale();
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      <li>
        {s.instructor_signed_at
          ? t("signedBy", { name: s.instructor?.full_name ?? t("theInstructor"), date: formatDay(s.instructor_signed_at, locale) })
          : t("notSigned")}
        {" · "}
        {s.diver_signed_at ? t("confirmed", { date: formatDay(s.diver_signed_at, locale) }) : t("notConfirmed")}
      </li>
      {s.requires_dive ? <li className={s.dive_log_id || s.completed ? "text-slate-700" : "text-amber-900"}>{diveText(s, t)}</li> : null}
    </ul>
  );
}

/** A small tag beside the skill name for skills that need a logged dive. */
export function DiveTag() {
  const t = useTranslations("professional.skill");
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <path d="M2 8c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2M2 13c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2" />
      </svg>
      {t("diveRequired")}
    </span>
  );
}
