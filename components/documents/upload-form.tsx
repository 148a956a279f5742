"use client";

import { useTranslations } from "next-intl";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { kindCodes, type DocumentKindCode } from "@/components/documents/labels";
import { sendUpload } from "@/components/documents/send-upload";
import { Button } from "@/components/ui/button";
import { FileDropZone } from "@/components/ui/file-drop-zone";
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

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!file) return setErrors({ file: [t("chooseFirst")] });
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    form.set("file", file, file.name);
    setErrors({});
    setMessage(null);
    setProgress(0);
    const answer = await sendUpload("/documents/upload", form, setProgress, {
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
      <FileDropZone
        id={fileId}
        inputRef={inputRef}
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        file={file}
        errors={fileError}
        texts={{ drag: t("drag"), choose: t("choose"), hint: t("hint") }}
        onChoose={(picked) => void choose(picked)}
        testIds={{ zone: "drop-zone", chosen: "chosen-file" }}
      />
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
