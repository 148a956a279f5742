"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Button, buttonClasses } from "@/components/ui/button";

// Shown when a page fails to render; no stack trace reaches the browser, only the digest.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="flex min-h-[60dvh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-red-700 uppercase">Something went wrong</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">This page could not be shown</h1>
      <p className="mt-3 max-w-md text-slate-600">
        Please try again. If it keeps happening, tell us the reference below.
      </p>
      {error.digest ? <p className="mt-2 font-mono text-xs text-slate-500">Reference: {error.digest}</p> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => reset()}>Try again</Button>
        <Link href="/" className={buttonClasses("secondary")}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
