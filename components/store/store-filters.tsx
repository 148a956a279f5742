"use client";

import { useTranslations } from "next-intl";

import Form from "next/form";
import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { FieldShell, inputClasses } from "@/components/ui/field";
import type { SelectOption } from "@/components/ui/select-field";

/**
 * Search and level filter of the catalogue: a GET form (works without JavaScript). The inputs
 * follow the URL, so "Clear" and the back button show the filters actually applied.
 */
export function StoreFilters({ levels, level = "", q = "" }: { levels: SelectOption[]; level?: string; q?: string }) {
  const t = useTranslations("store.filters");
  const [text, setText] = useState(q);
  const [selected, setSelected] = useState(level);
  useEffect(() => {
    setText(q);
    setSelected(level);
  }, [q, level]);

  return (
    <Form action="/store" role="search" aria-label={t("label")} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
      <FieldShell id="store-q" label={t("search")}>
        <input
          id="store-q" name="q" type="search" value={text} onChange={(e) => setText(e.target.value)}
          placeholder={t("placeholder")} maxLength={100} className={inputClasses(false)}
        />
      </FieldShell>
      <FieldShell id="store-level" label={t("level")}>
        <select
          id="store-level" name="level" value={selected} className={inputClasses(false)}
          onChange={(e) => {
            setSelected(e.target.value);
            e.currentTarget.form?.requestSubmit();
          }}
        >
          <option value="">{t("allLevels")}</option>
          {levels.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FieldShell>
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses("primary", "md", "flex-1 sm:flex-none")}>
          {t("submit")}
        </button>
        {level || q ? (
          <Link href="/store" className={buttonClasses("secondary", "md", "flex-1 sm:flex-none")}>
            {t("clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
