import type { ReactNode } from "react";

export type FormMessageKind = "success" | "error" | "info" | "warning";

const styles: Record<FormMessageKind, string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
};

const icons: Record<FormMessageKind, string> = { success: "✓", error: "!", info: "i", warning: "!" };

/** A banner above or below a form: errors are alerts, everything else a polite status. */
export function FormMessage({
  kind = "info",
  title,
  children,
  className = "",
  id,
}: {
  kind?: FormMessageKind;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  if (!title && !children) return null;
  return (
    <div
      id={id}
      role={kind === "error" ? "alert" : "status"}
      className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${styles[kind]} ${className}`}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-current text-xs font-bold"
      >
        {icons[kind]}
      </span>
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
