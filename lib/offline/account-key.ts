import { hmacHex } from "@/lib/auth/keys";

// The account key of the offline copy (decision 0049): what the pages' marker, the caches' names
// and the device database call an account. Keyed with a purpose of its own so it says nothing
// about the user id to anyone without the server's secret, and stays the same for an account
// as long as AUTH_SECRET does (a new secret starts every device's copy afresh).

/** 22 hex characters (88 bits) of HMAC-SHA-256 over the user id. */
export function offlineAccountKey(userId: number): string {
  return hmacHex("offline-account", `offline-account:${userId}`).slice(0, 22);
}
