import { env } from "@/lib/env";
import { ownCredentialSource } from "@/lib/credentials/credential-source";
import { issuerDid } from "@/lib/credentials/did";
import { signingKeys } from "@/lib/credentials/keys";
import { openBadgeCredential } from "@/lib/credentials/open-badge";
import { signCredential } from "@/lib/credentials/sign-credential";

/** The holder's certification as a signed Open Badges 3.0 credential: `{ jwt, credential }`. */
export async function getCredential(userId: number, certificationId: number) {
  const source = await ownCredentialSource(userId, certificationId);
  const credential = openBadgeCredential(source, { appUrl: env().appUrl, did: issuerDid() });
  return { jwt: await signCredential(credential, await signingKeys()), credential };
}
