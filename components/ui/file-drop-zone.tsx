"use client";

import { useState, type DragEvent, type RefObject } from "react";
import { formatSize } from "@/components/documents/labels";

type Props = {
  /** The input's id (from useId); its hint and errors are described by `${id}-hint` and `${id}-error`. */
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  file: File | null;
  errors: string[] | undefined;
  texts: { drag: string; choose: string; hint: string };
  onChoose: (file: File | undefined) => void;
  /** Test ids of the zone and of the chosen file's line. */
  testIds: { zone: string; chosen: string };
};

/** Drop a file or pick one: the chosen file's name and size, or what is wrong with it. */
export function FileDropZone({ id, inputRef, accept, file, errors, texts, onChoose, testIds }: Props) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    onChoose(e.dataTransfer.files[0]);
  };
  const invalid = !!errors?.length;
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testIds.zone}
      className={
        "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors " +
        (dragging ? "border-sky-600 bg-sky-50" : invalid ? "border-red-400 bg-red-50/40" : "border-slate-300 bg-slate-50")
      }
    >
      <p className="text-sm text-slate-700">{texts.drag}</p>
      <label htmlFor={id} className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-sky-800 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-sky-600">
        {texts.choose}
        <input
          ref={inputRef}
          id={id}
          name="file"
          type="file"
          accept={accept}
          className="sr-only"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
          onChange={(e) => onChoose(e.target.files?.[0])}
        />
      </label>
      <p id={`${id}-hint`} className="max-w-prose text-xs text-slate-600">{texts.hint}</p>
      {file ? (
        <p className="text-sm font-medium text-slate-900" data-testid={testIds.chosen}>
          {file.name} <span className="font-normal text-slate-600">({formatSize(file.size)})</span>
        </p>
      ) : null}
      {invalid ? (
        <ul id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
