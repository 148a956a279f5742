// The upload as an XMLHttpRequest: fetch() reports no upload progress.

export type UploadAnswer = { ok: true } | { ok: false; message: string; fields: Record<string, string[]> };

/** The words of the failures, in the page's language. */
export type UploadTexts = { tooLarge: string; failed: (status: number) => string; interrupted: string };

export function sendUpload(form: FormData, onProgress: (fraction: number) => void, texts: UploadTexts): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/documents/upload");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) return resolve({ ok: true });
      const body = (xhr.response ?? {}) as { message?: string; errors?: Record<string, string[]> };
      const message =
        xhr.status === 413 ? texts.tooLarge : (body.message ?? texts.failed(xhr.status));
      resolve({ ok: false, message, fields: body.errors ?? (xhr.status === 413 ? { file: [message] } : {}) });
    };
    xhr.onerror = () => resolve({ ok: false, message: texts.interrupted, fields: {} });
    xhr.send(form);
  });
}
