import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export type BadgeTone = "sky" | "emerald" | "amber" | "red" | "slate" | "indigo";

const tones: Record<BadgeTone, string> = {
  sky: "bg-sky-50 text-sky-800 ring-sky-200",
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-300",
  red: "bg-red-50 text-red-800 ring-red-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  indigo: "bg-indigo-50 text-indigo-800 ring-indigo-200",
};

/** A small pill; its text carries the meaning (colour only repeats it). */
export function Badge({ tone = "slate", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>
      {children}
    </span>
  );
}

const logStatus = { active: "sky", completed: "emerald", expired: "amber", refunded: "slate" } as const;

export function LogStatusBadge({ status }: { status: keyof typeof logStatus }) {
  const t = useTranslations("learning");
  return <Badge tone={logStatus[status]}>{t(`logStatus.${status}`)}</Badge>;
}
