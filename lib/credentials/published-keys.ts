import { didDocument, issuerDid } from "@/lib/credentials/did";
import { signingKeys } from "@/lib/credentials/keys";

/** `/.well-known/jwks.json`: every public key, the current one first, `kid` = RFC 7638 thumbprint. */
export async function publishedJwks() {
  return { keys: (await signingKeys()).publicKeys };
}

/** `/.well-known/did.json`: the organisation's did:web document with the same keys. */
export async function publishedDidDocument() {
  return didDocument(issuerDid(), (await signingKeys()).publicKeys);
}
