import { hmacHex, safeEqual } from "@/lib/auth/keys";
import { env } from "@/lib/env";

// Laravel-style signed URLs: ?expires=<unix>&signature=<hmac of path and expiry>.

export function signedUrl(path: string, ttlSeconds: number): string {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const signature = hmacHex("url", `${path}?expires=${expires}`);
  return `${env().appUrl}${path}?expires=${expires}&signature=${signature}`;
}

export type SignatureCheck = "valid" | "invalid" | "expired";

export function checkSignature(path: string, expires: string | null, signature: string | null): SignatureCheck {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return "invalid";
  if (!safeEqual(hmacHex("url", `${path}?expires=${expires}`), signature)) return "invalid";
  return Number(expires) < Date.now() / 1000 ? "expired" : "valid";
}
