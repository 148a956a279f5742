import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

// One secret (AUTH_SECRET), separate derived keys per purpose so a signature for one use
// never verifies for another.
type Purpose = "jwt" | "url" | "seal" | "hash" | "center-invitation" | "offline-account" | "apple-pass";
const cache = new Map<string, Buffer>();

export function derivedKey(purpose: Purpose): Buffer {
  const secret = env().authSecret;
  const id = `${purpose}:${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "divecert", `divecert/${purpose}`, 32));
    cache.set(id, key);
  }
  return key;
}

export const hmacHex = (purpose: Purpose, value: string) =>
  createHmac("sha256", derivedKey(purpose)).update(value).digest("hex");

/** Hash of an opaque token as stored in the database (keyed, so a leaked table is useless). */
export const tokenHash = (token: string) => hmacHex("hash", token);

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** AES-256-GCM sealing for short-lived secrets kept in the database. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey("seal"), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

export function unseal(sealed: string): string | undefined {
  try {
    const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
    if (!iv || !tag || !body) return undefined;
    const decipher = createDecipheriv("aes-256-gcm", derivedKey("seal"), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
