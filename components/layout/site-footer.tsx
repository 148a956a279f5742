import Link from "next/link";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} DiveCert · Dive training &amp; certification</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          <Link href="/" className="hover:text-slate-900 hover:underline">
            Home
          </Link>
          <Link href="/login" className="hover:text-slate-900 hover:underline">
            Sign in
          </Link>
          <Link href="/register" className="hover:text-slate-900 hover:underline">
            Register
          </Link>
          <a href="/api/v1/openapi.json" className="hover:text-slate-900 hover:underline">
            API
          </a>
        </nav>
      </div>
    </footer>
  );
}
