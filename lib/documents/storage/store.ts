import type { Readable } from "node:stream";

// Where document bytes live. The database keeps only the key; the store keeps the bytes.

export type PutInput = {
  /** A Buffer, or a stream of exactly `size` bytes (object stores need the length up front). */
  body: Buffer | Readable;
  size: number;
  contentType: string;
};

export interface FileStore {
  put(key: string, input: PutInput): Promise<void>;
  /** The bytes as a stream; rejects with MissingFileError when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class MissingFileError extends Error {
  override name = "MissingFileError";
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

/** Keys are ours (generated), but a store that maps them to paths must never leave its root. */
export function assertKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]{0,200}$/.test(key) || key.includes("..") || key.includes("//")) {
    throw new TypeError(`invalid storage key: ${key}`);
  }
  return key;
}
