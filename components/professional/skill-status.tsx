import type { SkillRecord } from "@/components/professional/types";

const day = (iso: string | null) => iso?.slice(0, 10) ?? "";

function diveText(s: SkillRecord): string {
  if (s.dive_log_id) return `Requires a logged dive: dive log #${s.dive_log_id} linked.`;
  if (s.completed) return "Requires a logged dive: none linked.";
  return "Requires a logged dive: none linked yet (the student links one from their dive log before confirming).";
}

/** The signatures of one skill and its dive requirement, in words. */
export function SkillStatus({ skill: s }: { skill: SkillRecord }) {
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      <li>
        {s.instructor_signed_at
          ? `Signed by ${s.instructor?.full_name ?? "the instructor"} on ${day(s.instructor_signed_at)}`
          : "Not signed by the instructor yet"}
        {" · "}
        {s.diver_signed_at ? `confirmed by the student on ${day(s.diver_signed_at)}` : "not confirmed by the student"}
      </li>
      {s.requires_dive ? <li className={s.dive_log_id || s.completed ? "text-slate-700" : "text-amber-900"}>{diveText(s)}</li> : null}
    </ul>
  );
}

/** A small tag beside the skill name for skills that need a logged dive. */
export function DiveTag() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <path d="M2 8c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2M2 13c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2" />
      </svg>
      Dive required
    </span>
  );
}
