import Link from "next/link";

/** The "← Parent" link above a professional sub-page's heading. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mb-2 text-sm">
      <Link href={href} className="font-medium text-sky-800 underline-offset-2 hover:underline">
        ← {label}
      </Link>
    </p>
  );
}
