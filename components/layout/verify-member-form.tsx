"use client";

import { useTranslations } from "next-intl";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";

const MEMBER_ID = /^[A-Z]{2}\d{2}-\d{3}-\d{3}$/;

/** Opens the public verification page of a member id (the page the QR codes point to). */
export function VerifyMemberForm() {
  const t = useTranslations("home.verify");
  const router = useRouter();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        const value = String(new FormData(e.currentTarget).get("member_id") ?? "").trim().toUpperCase();
        if (!MEMBER_ID.test(value)) {
          setError(t("format"));
          return;
        }
        setError(null);
        router.push(`/verify/${encodeURIComponent(value)}`);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("memberId")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="member_id"
          placeholder="IT14-729-985"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClasses(!!error)}
        />
        <button type="submit" className={buttonClasses("secondary", "md", "shrink-0")}>
          {t("submit")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
