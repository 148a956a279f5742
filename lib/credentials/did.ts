import { env } from "@/lib/env";
import type { PublicKey } from "@/lib/credentials/keys";

// The organisation's did:web identifier: APP_URL's host (a port is percent-encoded, as did:web
// requires) and path. https://certs.example:8443/org → did:web:certs.example%3A8443:org

export function didOf(appUrl: string): string {
  const url = new URL(appUrl);
  const host = url.port ? `${url.hostname}%3A${url.port}` : url.hostname;
  const segments = url.pathname.split("/").filter(Boolean).map(encodeURIComponent);
  return ["did:web", host, ...segments].join(":");
}

export const issuerDid = () => didOf(env().appUrl);

export const ISSUER_NAME = "DiveCert";

/** The DID document: every key (old ones too) as a JsonWebKey verification method. */
export function didDocument(did: string, keys: PublicKey[]) {
  const methods = keys.map((k) => ({
    id: `${did}#${k.kid}`,
    type: "JsonWebKey",
    controller: did,
    publicKeyJwk: { kty: k.kty, crv: k.crv, x: k.x, kid: k.kid, alg: k.alg },
  }));
  return {
    "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/jwk/v1"],
    id: did,
    alsoKnownAs: [env().appUrl],
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}
