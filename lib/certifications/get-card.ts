import type { Lang } from "@/lib/i18n/language";
import { findOwnCertification } from "@/lib/certifications/list-certifications";
import { cardUrlOf } from "@/lib/certifications/card-url";
import type { CertificationCardRecord } from "@/lib/certifications/schema";
import { toCertification } from "@/lib/certifications/serializers";
import { qrSvg, verifyUrlOf } from "@/lib/users/qr";

export async function getCertificationCard(userId: number, certificationId: number, lang: Lang): Promise<CertificationCardRecord> {
  const row = await findOwnCertification(userId, certificationId);
  const verifyUrl = verifyUrlOf(row.user.memberId);
  return {
    certification: toCertification(row, lang),
    card_url: cardUrlOf(row.number),
    qr_svg: await qrSvg(verifyUrl),
    verify_url: verifyUrl,
  };
}
