// Small stroke icons drawn inline; decorative (the text next to them carries the meaning).

const paths = {
  check: "M4 10.5 8 14.5 16 5.5",
  cross: "M5 5l10 10M15 5 5 15",
  lock: "M6 9V6.5a4 4 0 0 1 8 0V9M4.5 9h11v8h-11z",
  clock: "M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM10 6v4.5l3 2",
  pen: "M13.5 3.5l3 3L7 16H4v-3l9.5-9.5Z",
  book: "M4 4.5A1.5 1.5 0 0 1 5.5 3H16v12H5.5A1.5 1.5 0 0 0 4 16.5v-12ZM4 16.5A1.5 1.5 0 0 0 5.5 18H16",
  award: "M10 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-3 0-1 6 4-2 4 2-1-6",
  arrow: "M4 10h12M11 5l5 5-5 5",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "size-4" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}
