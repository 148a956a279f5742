import { hmacHex, safeEqual } from "@/lib/auth/keys";

// The `authenticationToken` of an Apple Wallet pass (decision 0050): derived from the serial
// number under a purpose key of its own, so nothing is stored and every copy of a pass, old or new,
// carries the same token. Apple asks for at least 16 characters; this is 32 hex (128 bits).
// A new AUTH_SECRET makes every pass already on a phone stop updating (documented in the decision).

export function passAuthToken(serialNumber: string): string {
  return hmacHex("apple-pass", `apple-pass:${serialNumber}`).slice(0, 32);
}

/** Whether `Authorization: ApplePass <token>` names this pass. */
export function passAuthorized(header: string | null, serialNumber: string): boolean {
  const match = /^ApplePass ([A-Za-z0-9]{16,128})$/.exec(header ?? "");
  return match !== null && safeEqual(match[1]!, passAuthToken(serialNumber));
}
