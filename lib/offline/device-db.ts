import Dexie, { type EntityTable } from "dexie";
import type { SyncOperation, SyncResult } from "@/lib/sync/client/sync-client";

// What this browser keeps in IndexedDB for the offline web app (decision 0049), through Dexie.
// One database for the device; every row names its account key, and sign-out deletes the
// account's rows (or the whole database). The pages and the service worker both open it.

export const DEVICE_DB_NAME = "divecert";

/** An operation of the sync protocol waiting on this device, in the order it was made. */
export type QueuedOperation = SyncOperation & {
  /** Auto-increment: the order the diver made them. */
  seq?: number;
  account: string;
  /** What to show while waiting, e.g. the dive's date and site, the module's title. */
  label: string;
  /** Where the page shows it: "/logbook", "/logbook/12", "/courses/CL-…/modules/3/quiz". */
  path: string;
};

/** The server's answer to an operation sent from this device (rejected ones stay until dismissed). */
export type OperationOutcome = SyncResult & { account: string; type: string; label: string; path: string; answered_at: string };

/** The device's identity per account: the sync protocol's client_id. */
export type DeviceMeta = { account: string; client_id: string; created_at: string };

/** A page or image kept in the account's cache, with the version it was fetched at. */
export type KeptPage = { account: string; url: string; kind: "page" | "image"; version: string; bytes: number; kept_at: string };

/** Small named values, e.g. the worker's current account and when it last refreshed the copy. */
export type DeviceSetting = { key: string; value: string };

export class DeviceDb extends Dexie {
  operations!: EntityTable<QueuedOperation, "seq">;
  outcomes!: EntityTable<OperationOutcome, "op_id">;
  meta!: EntityTable<DeviceMeta, "account">;
  kept!: Dexie.Table<KeptPage, [string, string]>;
  settings!: EntityTable<DeviceSetting, "key">;

  constructor(name = DEVICE_DB_NAME) {
    super(name);
    this.version(1).stores({
      operations: "++seq, op_id, account, path",
      outcomes: "op_id, account, status",
      meta: "account",
      kept: "[account+url], account",
      settings: "key",
    });
  }
}

let db: DeviceDb | undefined;
/** The device database (one connection per page or worker). */
export function deviceDb(): DeviceDb {
  return (db ??= new DeviceDb());
}
