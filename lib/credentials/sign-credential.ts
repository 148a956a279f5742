import { SignJWT } from "jose";
import type { OpenBadgeCredential } from "@/lib/credentials/open-badge";
import type { SigningKeys } from "@/lib/credentials/keys";

/**
 * VC-JOSE: the JWT's claims are the credential itself, plus `iss` and `jti` (equal to its issuer
 * and id) for JWT libraries that look for them; the header names the key by its thumbprint.
 */
export function signCredential(credential: OpenBadgeCredential, keys: Pick<SigningKeys, "kid" | "privateKey">): Promise<string> {
  return new SignJWT({ ...credential, iss: credential.issuer.id, jti: credential.id })
    .setProtectedHeader({ alg: "EdDSA", typ: "vc+jwt", kid: keys.kid })
    .sign(keys.privateKey);
}
