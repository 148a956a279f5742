"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";

/** Copies `text` to the clipboard and says so (a live region, for screen readers too). */
export function CopyButton({ text }: { text: string }) {
  const t = useTranslations("referrals.code");
  const [copied, setCopied] = useState(false);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={buttonClasses("secondary", "sm")}
        onClick={async () => {
          await navigator.clipboard?.writeText(text);
          setCopied(true);
        }}
      >
        {t("copy")}
      </button>
      <span role="status" className="text-sm text-emerald-800">
        {copied ? t("copied") : ""}
      </span>
    </span>
  );
}
