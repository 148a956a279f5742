"use client";

import { useTranslations } from "next-intl";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { formatSize, kindCodes, type DocumentKindCode } from "@/components/documents/labels";
import { sendUpload } from "@/components/documents/send-upload";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SelectField } from "@/components/ui/select-field";
import { checkFile } from "@/lib/documents/file-check";

type Errors = Record<string, string[]>;

/** Drop a file or pick one, then upload with a progress bar; errors show beside their field. */
export function UploadForm({ defaultKind }: { defaultKind: DocumentKindCode }) {
  const t = useTranslations("documents.upload");
  const k = useTranslations("documents");
  const tActions = useTranslations("documents.actions");
  const kindOptions = kindCodes.map((value) => ({ value, label: k(`kinds.${value}`) }));
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  async function choose(picked: File | undefined) {
    setMessage(null);
    if (!picked) return;
    const problem = await checkFile(picked);
    setFile(problem ? null : picked);
    setErrors(problem ? { file: [problem] } : {});
    if (problem && inputRef.current) inputRef.current.value = "";
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!file) return setErrors({ file: [t("chooseFirst")] });
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    form.set("file", file, file.name);
    setErrors({});
    setMessage(null);
    setProgress(0);
    const answer = await sendUpload(form, setProgress, {
      tooLarge: tActions("tooLarge"),
      failed: (status) => tActions("failed", { status }),
      interrupted: tActions("interrupted"),
    });
    setProgress(null);
    if (!answer.ok) {
      setErrors(answer.fields);
      setMessage({ kind: "error", text: answer.message });
      return;
    }
    setFile(null);
    formElement.reset();
    if (inputRef.current) inputRef.current.value = "";
    setMessage({ kind: "success", text: t("uploaded", { name: file.name }) });
    router.refresh();
  }

  const busy = progress !== null;
  const fileError = errors.file;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="upload-heading" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">{t("title")}</h2>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={
          "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors " +
          (dragging ? "border-sky-600 bg-sky-50" : fileError ? "border-red-400 bg-red-50/40" : "border-slate-300 bg-slate-50")
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
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            className="sr-only"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ""}`}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        <p id={`${fileId}-hint`} className="text-xs text-slate-600">{t("hint")}</p>
        {file ? (
          <p className="text-sm font-medium text-slate-900" data-testid="chosen-file">
            {file.name} <span className="font-normal text-slate-600">({formatSize(file.size)})</span>
          </p>
        ) : null}
        {fileError ? (
          <ul id={`${fileId}-error`} className="text-sm text-red-700">
            {fileError.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="kind" label={t("kind")} options={kindOptions} defaultValue={defaultKind} required error={errors.kind} className="sm:col-span-2" />
        <Field name="title" label={t("docTitle")} hint={t("docTitleHint")} maxLength={120} error={errors.title} />
        <Field name="expires_on" label={t("expiresOn")} type="date" hint={t("optional")} error={errors.expires_on} />
      </div>
      {busy ? <ProgressBar value={Math.round(progress * 100)} label={t("uploading")} /> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? t("uploadingEllipsis") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
