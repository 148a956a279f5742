import { createLocalJWKSet, jwtVerify } from "jose";
import { verifyCompact, type CompactClaims, type PublicJwk } from "@/lib/credentials/compact";
import { bitIsSet, statusPosition } from "@/lib/credentials/status-bits";

// The browser checker's logic (components/credentials/credential-checker.tsx): the organisation's
// keys are fetched once and kept in localStorage, so a code verifies with no connection; the
// revocation list is asked for only when online, and its own signature is checked too.

const STORE = "divecert.credentials.jwks";

export type CheckResult =
  | { state: "valid" | "revoked"; claims: CompactClaims; revocation: "checked" | "offline" }
  | { state: "forged" | "malformed" | "no_keys" };

function storedKeys(): PublicJwk[] | null {
  try {
    const keys = JSON.parse(localStorage.getItem(STORE) ?? "null")?.keys;
    return Array.isArray(keys) && keys.length ? keys : null;
  } catch {
    return null;
  }
}

async function fetchKeys(): Promise<PublicJwk[] | null> {
  try {
    const res = await fetch("/.well-known/jwks.json", { cache: "no-cache" });
    if (!res.ok) return null;
    const body = (await res.json()) as { keys: PublicJwk[] };
    localStorage.setItem(STORE, JSON.stringify({ keys: body.keys, fetchedAt: new Date().toISOString() }));
    return body.keys;
  } catch {
    return null;
  }
}

/** Fetches the keys once (on the checker's first visit) so later checks work offline. */
export async function ensureKeys(): Promise<boolean> {
  return (storedKeys() ?? (await fetchKeys())) !== null;
}

async function isRevoked(statusIndex: number, keys: PublicJwk[]): Promise<boolean | null> {
  const { list, bit } = statusPosition(statusIndex);
  try {
    const res = await fetch(`/api/v1/credentials/status/${list}`, { headers: { accept: "application/vc+jwt" } });
    if (!res.ok) return null;
    const jwks = createLocalJWKSet({ keys: keys.map((k) => ({ kty: "OKP", crv: "Ed25519", x: k.x, kid: k.kid, alg: "EdDSA" })) });
    const { payload } = await jwtVerify(await res.text(), jwks, { typ: "vc+jwt", algorithms: ["EdDSA"] });
    const encoded = (payload.credentialSubject as { encodedList?: string } | undefined)?.encodedList;
    if (!encoded?.startsWith("u")) return null;
    const b64 = encoded.slice(1).replace(/-/g, "+").replace(/_/g, "/");
    const gz = Uint8Array.from(atob(b64 + "===".slice((b64.length + 3) % 4)), (c) => c.charCodeAt(0));
    const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
    const bits = new Uint8Array(await new Response(stream).arrayBuffer());
    return bitIsSet(bits, bit);
  } catch {
    return null;
  }
}

export async function checkCode(input: string): Promise<CheckResult> {
  let keys = storedKeys() ?? (await fetchKeys());
  if (!keys) return { state: "no_keys" };
  let result = await verifyCompact(input, keys);
  // A key published after ours was kept (a rotation): fetch the list again once.
  if (!result.ok && result.reason === "unknown_key") {
    const fresh = await fetchKeys();
    if (fresh) {
      keys = fresh;
      result = await verifyCompact(input, keys);
    }
  }
  if (!result.ok) return { state: result.reason === "malformed" ? "malformed" : "forged" };
  const revoked = typeof navigator !== "undefined" && navigator.onLine === false ? null : await isRevoked(result.claims.statusIndex, keys);
  return { state: revoked ? "revoked" : "valid", claims: result.claims, revocation: revoked === null ? "offline" : "checked" };
}
