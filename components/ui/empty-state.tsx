import type { ReactNode } from "react";

export function EmptyState({
  title,
  description,
  action,
  icon,
  className = "",
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center ${className}`}>
      {icon ? (
        <div aria-hidden="true" className="mb-3 text-3xl text-sky-700">
          {icon}
        </div>
      ) : null}
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {description ? <p className="mt-1 max-w-md text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
