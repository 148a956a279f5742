// The `lastUpdated` / `passesUpdatedSince` tag of Apple's "serials updated since" call: the newest
// certification `updated_at` of the passes listed, as whole microseconds since 1970 in decimal,
// computed in SQL (PostgreSQL keeps microseconds; a JS Date would drop three digits and list the
// same unchanged pass again). The comparison uses the same SQL expression, so a pass is listed
// again only once its row changes.

const TAG = /^\d{1,18}$/;

/** The tag Wallet sent back; null when absent or not one of ours (then every registered pass is listed). */
export function parseUpdateTag(value: string | undefined): bigint | null {
  return value !== undefined && TAG.test(value) ? BigInt(value) : null;
}

export function formatUpdateTag(micros: bigint): string {
  return micros.toString();
}
