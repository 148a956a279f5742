"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button, buttonClasses } from "@/components/ui/button";

// Shown when a page fails to render; no stack trace reaches the browser, only the digest.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="flex min-h-[60dvh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-red-700 uppercase">{t("failed.eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t("failed.title")}</h1>
      <p className="mt-3 max-w-md text-slate-600">
        {t("failed.text")}
      </p>
      {error.digest ? <p className="mt-2 font-mono text-xs text-slate-500">{t("failed.reference", { digest: error.digest })}</p> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => reset()}>{t("failed.retry")}</Button>
        <Link href="/" className={buttonClasses("secondary")}>
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
