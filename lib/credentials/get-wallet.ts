import { env } from "@/lib/env";
import { compactCodeOf } from "@/lib/credentials/compact-code";
import { ownCredentialSource } from "@/lib/credentials/credential-source";
import { issuerDid } from "@/lib/credentials/did";
import { signingKeys } from "@/lib/credentials/keys";
import { openBadgeCredential } from "@/lib/credentials/open-badge";
import { signCredential } from "@/lib/credentials/sign-credential";
import { qrSvg } from "@/lib/users/qr";

/** The certification page's wallet section: the credential, its JWT and the card's signed QR; null when revoked. */
export async function getWallet(userId: number, certificationId: number) {
  const source = await ownCredentialSource(userId, certificationId);
  if (source.revoked) return null;
  const credential = openBadgeCredential(source, { appUrl: env().appUrl, did: issuerDid() });
  const [jwt, compact] = await Promise.all([signingKeys().then((keys) => signCredential(credential, keys)), compactCodeOf(source)]);
  return { number: source.number, credential, jwt, code: compact.code, link: compact.link, qrSvg: await qrSvg(compact.link) };
}
