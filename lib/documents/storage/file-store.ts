import { env } from "@/lib/env";
import { DiskStore } from "@/lib/documents/storage/disk-store";
import { S3Store } from "@/lib/documents/storage/s3-store";
import type { FileStore } from "@/lib/documents/storage/store";

let store: { signature: string; value: FileStore } | undefined;

/** The configured store, rebuilt only when the settings change (tests switch them). */
export function fileStore(): FileStore {
  const settings = env();
  const signature = JSON.stringify([settings.s3, settings.uploadDir]);
  if (store?.signature !== signature) {
    store = { signature, value: settings.s3 ? new S3Store(settings.s3) : new DiskStore(settings.uploadDir) };
  }
  return store.value;
}
