import { env } from "@/lib/env";
import { codeLink, signCompact } from "@/lib/credentials/compact";
import { credentialSourceByNumber, type CredentialSource } from "@/lib/credentials/credential-source";
import { signingKeys } from "@/lib/credentials/keys";
import { qrSvg } from "@/lib/users/qr";

// The signed QR of a certification's card and page: the code and the link that carries it.

export async function compactCodeOf(source: CredentialSource): Promise<{ code: string; link: string }> {
  const code = await signCompact(
    {
      number: source.number,
      memberId: source.memberId,
      holderName: source.holderName,
      courseCode: source.courseCode,
      courseName: source.courseName,
      level: source.level,
      isoEquivalent: source.isoEquivalent,
      issuedAt: source.issuedAt,
      statusIndex: source.statusIndex,
    },
    await signingKeys(),
  );
  return { code, link: codeLink(env().appUrl, code) };
}

/** The QR (SVG document) of a certification's signed code, by its public number; null when unknown. */
export async function signedQrByNumber(number: string): Promise<{ svg: string; link: string } | null> {
  const source = await credentialSourceByNumber(number);
  if (!source || source.revoked) return null;
  const { link } = await compactCodeOf(source);
  return { svg: await qrSvg(link), link };
}
