import Link from "next/link";
import { Logo } from "@/components/layout/logo";
import { buttonClasses } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center px-4 py-16 text-center">
      <Logo />
      <p className="mt-10 text-sm font-semibold tracking-wide text-sky-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">This page could not be found</h1>
      <p className="mt-3 max-w-md text-slate-600">The address may be mistyped, or the page has moved.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses("primary")}>
          Go to the home page
        </Link>
        <Link href="/dashboard" className={buttonClasses("secondary")}>
          Your dashboard
        </Link>
      </div>
    </main>
  );
}
