"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { formatSize } from "@/components/documents/labels";
import { showDate } from "@/components/logbook/format";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { ProgressBar } from "@/components/ui/progress-bar";

type Dive = { id: number; number: number; date: string; time: string | null; location: string | null; has_profile: boolean };
type Summary = { imported: number; duplicates: number; rejected: { index: number; reason: string }[]; dives: Dive[] };
type Answer = { ok: true; summary: Summary } | { ok: false; message: string };

const MAX_BYTES = 20 * 1024 * 1024;
const SHOWN = 20;

// An XMLHttpRequest, because fetch() reports no upload progress.
function send(file: File, onProgress: (fraction: number) => void, failed: (status: number) => string, interrupted: string): Promise<Answer> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/logbook/import/upload");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { message?: string; data?: Summary; errors?: Record<string, string[]> };
      if (xhr.status === 200 && body.data) return resolve({ ok: true, summary: body.data });
      resolve({ ok: false, message: body.errors?.file?.[0] ?? body.message ?? failed(xhr.status) });
    };
    xhr.onerror = () => resolve({ ok: false, message: interrupted });
    xhr.send(form);
  });
}

/** Drop or pick a dive-computer file, watch it upload, then see what was imported, skipped or refused. */
export function ImportForm() {
  const t = useTranslations("logbook.import");
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
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

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!file) return setError(t("chooseFirst"));
    setError(null);
    setSummary(null);
    setProgress(0);
    const answer = await send(file, setProgress, (status) => t("failed", { status }), t("interrupted"));
    setProgress(null);
    if (!answer.ok) return setError(answer.message);
    setSummary(answer.summary);
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
  }

  const busy = progress !== null;
  const dives = summary ? [...summary.dives].sort((a, b) => a.number - b.number) : [];
  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate aria-labelledby="import-heading" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="import-heading" className="text-lg font-semibold text-slate-900">{t("formTitle")}</h2>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="import-drop-zone"
          className={
            "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors " +
            (dragging ? "border-sky-600 bg-sky-50" : error ? "border-red-400 bg-red-50/40" : "border-slate-300 bg-slate-50")
          }
        >
          <p className="text-sm text-slate-700">{t("drag")}</p>
          <label htmlFor={fileId} className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-sky-800 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-sky-600">
            {t("choose")}
            <input
              ref={inputRef}
              id={fileId}
              name="file"
              type="file"
              accept=".uddf,.udcf,.xml,.ssrf,.fit,.csv,application/xml,text/xml,text/csv,application/octet-stream"
              className="sr-only"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${fileId}-hint${error ? ` ${fileId}-error` : ""}`}
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </label>
          <p id={`${fileId}-hint`} className="max-w-prose text-xs text-slate-600">{t("hint")}</p>
          {file ? (
            <p className="text-sm font-medium text-slate-900" data-testid="import-chosen-file">
              {file.name} <span className="font-normal text-slate-600">({formatSize(file.size)})</span>
            </p>
          ) : null}
          {error ? (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-red-700">{error}</p>
          ) : null}
        </div>
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
