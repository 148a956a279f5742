import { useTranslations } from "next-intl";

/** "Waiting to sync": the badge of something kept on this device until it is sent (text, not colour alone). */
export function WaitingBadge() {
  const t = useTranslations("offlineWrites");
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300 ring-inset">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
        <circle cx="8" cy="8" r="6.25" />
        <path d="M8 4.5V8l2.5 1.5" />
      </svg>
      {t("badge")}
    </span>
  );
}
