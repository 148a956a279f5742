import { decode, encode } from "cborg";
import { base45Decode, base45Encode } from "@/lib/credentials/base45";

// The card's QR payload (decision 0032): a COSE_Sign1 (RFC 9052) over a small CBOR map, in base45
// behind the prefix "DC1:", like the EU's "HC1:" certificates. Runs in Node and in the browser
// (WebCrypto Ed25519), so the checker verifies exactly what the server signed.

export const PREFIX = "DC1:";
const COSE_SIGN1_TAG = 0xd2; // CBOR tag 18, one byte
const ALG_EDDSA = -8;

/** What the QR states: the card's public facts and the certification's status list index. */
export type CompactClaims = {
  number: string;
  memberId: string;
  holderName: string;
  courseCode: string;
  courseName: string;
  level: string;
  isoEquivalent: string | null;
  issuedAt: string;
  statusIndex: number;
};

// Small integer keys keep the code short; the order is fixed, so equal claims give equal bytes.
const KEYS = ["number", "memberId", "holderName", "courseCode", "courseName", "level", "isoEquivalent", "issuedAt", "statusIndex"] as const;

export function claimsToCbor(claims: CompactClaims): Uint8Array {
  const map = new Map<number, string | number>();
  KEYS.forEach((key, i) => {
    const value = claims[key];
    if (value !== null) map.set(i + 1, value);
  });
  return encode(map);
}

function claimsFromCbor(bytes: Uint8Array): CompactClaims {
  const map = decode(bytes, { useMaps: true }) as Map<number, unknown>;
  const get = (i: number) => map.get(i + 1);
  const out: Record<string, unknown> = {};
  KEYS.forEach((key, i) => (out[key] = get(i) ?? null));
  const ok = KEYS.every((key) => (key === "isoEquivalent" ? out[key] === null || typeof out[key] === "string" : key === "statusIndex" ? Number.isInteger(out[key]) : typeof out[key] === "string"));
  if (!ok) throw new Error("compact: unexpected claims");
  return out as CompactClaims;
}

export function base64urlToBytes(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

/** COSE's key id: the first 8 bytes of the key's RFC 7638 thumbprint (the JWKS `kid`). */
export const coseKid = (thumbprint: string) => base64urlToBytes(thumbprint).slice(0, 8);

const sigStructure = (protectedBytes: Uint8Array, payload: Uint8Array) =>
  encode(["Signature1", protectedBytes, new Uint8Array(0), payload]);

const bytes = (b: Uint8Array) => b as Uint8Array<ArrayBuffer>;

export async function signCompact(claims: CompactClaims, key: { kid: string; privateKey: CryptoKey }): Promise<string> {
  const protectedBytes = encode(new Map<number, number | Uint8Array>([[1, ALG_EDDSA], [4, coseKid(key.kid)]]));
  const payload = claimsToCbor(claims);
  const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", key.privateKey, bytes(sigStructure(protectedBytes, payload))));
  const body = encode([protectedBytes, new Map(), payload, signature]);
  const tagged = new Uint8Array(body.length + 1);
  tagged[0] = COSE_SIGN1_TAG;
  tagged.set(body, 1);
  return PREFIX + base45Encode(tagged);
}

export type PublicJwk = { kid: string; x: string };
export type CompactResult = { ok: true; claims: CompactClaims; kid: string } | { ok: false; reason: "malformed" | "unknown_key" | "bad_signature" };

/** Reads a code as scanned or pasted: the bare `DC1:…` text or a verify link carrying it after `#`. */
export function extractCode(input: string): string | null {
  const text = input.trim();
  const at = text.indexOf("#");
  const code = at >= 0 ? safeDecode(text.slice(at + 1)) : text;
  return code && code.startsWith(PREFIX) ? code : null;
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** The link a plain camera app opens: the checker page, with the code after `#` (never sent to a server). */
export const codeLink = (appUrl: string, code: string) => `${appUrl}/verify#${code.replace(/%/g, "%25").replace(/ /g, "%20")}`;

export async function verifyCompact(input: string, keys: PublicJwk[]): Promise<CompactResult> {
  const code = extractCode(input);
  if (!code) return { ok: false, reason: "malformed" };
  let parts: [Uint8Array, unknown, Uint8Array, Uint8Array];
  let header: Map<number, unknown>;
  try {
    let raw = base45Decode(code.slice(PREFIX.length));
    if (raw[0] === COSE_SIGN1_TAG) raw = raw.slice(1);
    parts = decode(raw, { useMaps: true }) as typeof parts;
    if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((p, i) => i === 1 || p instanceof Uint8Array)) return { ok: false, reason: "malformed" };
    header = decode(parts[0], { useMaps: true }) as Map<number, unknown>;
    if (header.get(1) !== ALG_EDDSA) return { ok: false, reason: "malformed" };
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const kid = header.get(4);
  const key = keys.find((k) => kid instanceof Uint8Array && equal(coseKid(k.kid), kid));
  if (!key) return { ok: false, reason: "unknown_key" };
  const publicKey = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: key.x }, { name: "Ed25519" }, false, ["verify"]);
  const valid = await crypto.subtle.verify("Ed25519", publicKey, bytes(parts[3]), bytes(sigStructure(parts[0], parts[2])));
  if (!valid) return { ok: false, reason: "bad_signature" };
  try {
    return { ok: true, claims: claimsFromCbor(parts[2]), kid: key.kid };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);
