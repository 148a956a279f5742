// Shared by the server's checks and the upload form's own check in the browser (no imports, so
// the client bundle stays small).

/** 10 MiB: exactly this many bytes is accepted, one more is a 413. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
