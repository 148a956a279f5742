// The pages' uploads as an XMLHttpRequest: fetch() reports no upload progress.

export type UploadAnswer<T = unknown> = { ok: true; data: T } | { ok: false; message: string; fields: Record<string, string[]> };

/** The words of the failures, in the page's language. */
export type UploadTexts = { tooLarge: string; failed: (status: number) => string; interrupted: string };

/** Posts `form` to one of the pages' upload targets (documents, dive import); any 2xx is a success. */
export function sendUpload<T = unknown>(url: string, form: FormData, onProgress: (fraction: number) => void, texts: UploadTexts): Promise<UploadAnswer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { message?: string; data?: T; errors?: Record<string, string[]> };
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, data: body.data as T });
      const message = xhr.status === 413 ? texts.tooLarge : (body.message ?? texts.failed(xhr.status));
      resolve({ ok: false, message, fields: body.errors ?? (xhr.status === 413 ? { file: [message] } : {}) });
    };
    xhr.onerror = () => resolve({ ok: false, message: texts.interrupted, fields: {} });
    xhr.send(form);
  });
}
