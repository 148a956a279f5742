import { isoMicro } from "@/lib/dates";
import type { PasskeyRecord } from "@/lib/auth/passkeys/schema";

// Never the public key, counter or user handle: the list shows what a person recognises.

export const passkeySelect = {
  id: true,
  name: true,
  createdAt: true,
  lastUsedAt: true,
  backedUp: true,
  transports: true,
} as const;

type Row = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean; transports: string[] };

export function toPasskeyRecord(row: Row): PasskeyRecord {
  return {
    id: row.id,
    name: row.name,
    created_at: isoMicro(row.createdAt),
    last_used_at: row.lastUsedAt ? isoMicro(row.lastUsedAt) : null,
    backed_up: row.backedUp,
    transports: row.transports,
  };
}
