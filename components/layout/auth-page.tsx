import type { ReactNode } from "react";

/** The narrow, centred column of the sign-in, registration and landing pages. */
export function AuthPage({ title, intro, children, wide = false }: { title: ReactNode; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:py-12 ${wide ? "max-w-2xl" : "max-w-md"}`}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
