const tones: Record<string, string> = {
  diver: "bg-sky-50 text-sky-800 ring-sky-200",
  specialty: "bg-teal-50 text-teal-800 ring-teal-200",
  professional: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  trainer: "bg-violet-50 text-violet-800 ring-violet-200",
  examiner: "bg-amber-50 text-amber-900 ring-amber-200",
};

export function LevelBadge({ level, label }: { level: string; label: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[level] ?? tones.diver}`}>
      {label}
    </span>
  );
}
