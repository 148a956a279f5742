import Link from "next/link";

/** The DiveCert word mark (inline SVG: no external assets, no web fonts). */
export function Logo({ href = "/", className = "" }: { href?: string; className?: string }) {
  return (
    <Link href={href} className={`inline-flex items-center gap-2 rounded-md font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <circle cx="16" cy="16" r="15" className="fill-sky-700" />
        <path d="M6 18c3 0 3-2.5 6-2.5S15 18 18 18s3-2.5 6-2.5 3 2.5 2 2.5" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
        <path d="M6 23c3 0 3-2.5 6-2.5S15 23 18 23s3-2.5 6-2.5 3 2.5 2 2.5" fill="none" stroke="#7dd3fc" strokeWidth="2" strokeLinecap="round" />
        <path d="M11 11.5l3 3 7-7" fill="none" stroke="white" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-lg tracking-tight">
        Dive<span className="text-sky-700">Cert</span>
      </span>
    </Link>
  );
}
