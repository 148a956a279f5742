import type { ReactNode } from "react";

/**
 * The page frame of a place of its own (the staff console, the dive centers): its navigation
 * (a PlaceChrome) first, then the page's <main> beside the side navigation on large screens.
 */
export function PlaceLayout({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className="relative min-h-dvh bg-slate-50">
      {/* The side navigation is fixed to the viewport; this column behind it runs the page's whole height. */}
      <div aria-hidden="true" className="absolute inset-y-0 left-0 hidden w-72 border-r border-slate-200 bg-white lg:block" />
      {nav}
      <div className="lg:pl-72">
        <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
