"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { sendUpload } from "@/components/documents/send-upload";
import { showDate } from "@/components/logbook/format";
import { Button } from "@/components/ui/button";
import { FileDropZone } from "@/components/ui/file-drop-zone";
import { FormMessage } from "@/components/ui/form-message";
import { ProgressBar } from "@/components/ui/progress-bar";

type Dive = { id: number; number: number; date: string; time: string | null; location: string | null; has_profile: boolean };
type Summary = { imported: number; duplicates: number; rejected: { index: number; reason: string }[]; dives: Dive[] };

const MAX_BYTES = 20 * 1024 * 1024;
const SHOWN = 20;

/** Drop or pick a dive-computer file, watch it upload, then see what was imported, skipped or refused. */
export function ImportForm() {
  const t = useTranslations("logbook.import");
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);

  function choose(picked: File | undefined) {
    setSummary(null);
    if (!picked) return;
    if (picked.size > MAX_BYTES) {
      setFile(null);
      setError(t("tooLarge"));
      return;
    }
    setError(null);
    setFile(picked);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!file) return setError(t("chooseFirst"));
    setError(null);
    setSummary(null);
    setProgress(0);
    const form = new FormData();
    form.set("file", file, file.name);
    const answer = await sendUpload<Summary>("/logbook/import/upload", form, setProgress, {
      tooLarge: t("tooLarge"),
      failed: (status) => t("failed", { status }),
      interrupted: t("interrupted"),
    });
    setProgress(null);
    if (!answer.ok) return setError(answer.fields.file?.[0] ?? answer.message);
    setSummary(answer.data);
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
  }

  const busy = progress !== null;
  const dives = summary ? [...summary.dives].sort((a, b) => a.number - b.number) : [];
  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate aria-labelledby="import-heading" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="import-heading" className="text-lg font-semibold text-slate-900">{t("formTitle")}</h2>
        <FileDropZone
          id={fileId}
          inputRef={inputRef}
          accept=".uddf,.udcf,.xml,.ssrf,.fit,.csv,application/xml,text/xml,text/csv,application/octet-stream"
          file={file}
          errors={error ? [error] : undefined}
          texts={{ drag: t("drag"), choose: t("choose"), hint: t("hint") }}
          onChoose={choose}
          testIds={{ zone: "import-drop-zone", chosen: "import-chosen-file" }}
        />
        {busy ? <ProgressBar value={Math.round(progress * 100)} label={progress < 1 ? t("uploading") : t("reading")} /> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>{busy ? t("importing") : t("submit")}</Button>
        </div>
      </form>

      {summary ? (
        <section aria-labelledby="import-summary" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="import-summary">
          <h2 id="import-summary" className="text-lg font-semibold text-slate-900">{t("summaryTitle")}</h2>
          <FormMessage kind={summary.imported > 0 ? "success" : "info"}>
            {t("summary", { imported: summary.imported, duplicates: summary.duplicates, rejected: summary.rejected.length })}
          </FormMessage>
          {dives.length ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {dives.slice(0, SHOWN).map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link href={`/logbook/${d.id}`} className="font-medium text-sky-800 underline-offset-2 hover:underline">
                    {t("dive", { number: d.number })}
                  </Link>
                  <span className="text-slate-600">
                    {showDate(d.date, locale)}
                    {d.time ? ` ${d.time}` : ""} · {d.location ?? t("noSite")}
                    {d.has_profile ? ` · ${t("withProfile")}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {dives.length > SHOWN ? <p className="text-sm text-slate-600">{t("more", { count: dives.length - SHOWN })}</p> : null}
          {summary.rejected.length ? (
            <div>
              <h3 className="text-base font-semibold text-slate-900">{t("rejectedTitle")}</h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="import-rejected">
                {summary.rejected.map((r) => (
                  <li key={r.index}>
                    <span className="font-medium">{t("diveInFile", { position: r.index + 1 })}</span>: {r.reason}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex justify-end">
            <Link href="/logbook" className="text-sm font-semibold text-sky-800 underline-offset-2 hover:underline">{t("toLogbook")}</Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
