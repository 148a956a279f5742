import { createTranslator } from "next-intl";
import { PKPass, PassType } from "passkit-generator";
import { env } from "@/lib/env";
import { label, type LabelKey } from "@/lib/i18n/labels";
import { supportedLanguages, type Lang } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";
import type { PassSource } from "@/lib/wallet/pass-source";
import { withNativeRsa } from "@/lib/wallet/apple/native-rsa";
import { applePassImages } from "@/lib/wallet/apple/pass-images";
import { passAuthToken } from "@/lib/wallet/apple/pass-token";
import type { AppleSigner } from "@/lib/wallet/apple/signer";

// The .pkpass of a certification (contract section 6, "Wallet passes"): a generic pass with the
// card's facts and its signed QR link as barcode, built and signed with passkit-generator (it
// writes manifest.json, the SHA-1 of every other file, and `signature`, a detached PKCS#7 of the
// manifest by the pass type certificate with the WWDR certificate included).
//
// Words: pass.json carries the holder's language; each of the 8 languages has an .lproj whose
// pass.strings maps those words to its own, so Wallet shows the phone's language (a phone in
// another language sees the holder's). Wallet looks every localizable value up by its text, so
// a text that two messages share in the holder's language but that a language translates in two
// ways is left out of that language's strings (it then shows in the holder's language).

/** Apple's .lproj folder of each of our languages. */
export const LPROJ: Record<Lang, string> = { en: "en", it: "it", es: "es", fr: "fr", de: "de", pt: "pt", zh: "zh-Hans", ko: "ko" };

/** The site's blue (the logo's and the web app's theme colour, Tailwind sky-700), white text, sky-200 labels. */
export const PASS_COLOURS = { backgroundColor: "rgb(3, 105, 161)", foregroundColor: "rgb(255, 255, 255)", labelColor: "rgb(186, 230, 253)" } as const;

type Words = ReturnType<typeof wordsOf>;
function wordsOf(lang: Lang, source: PassSource) {
  const t = createTranslator({ locale: lang, messages: catalogues[lang], namespace: "walletPass" });
  const verifyUrl = `${env().appUrl}/verify`;
  const statusWords: Record<PassSource["status"], string> = { valid: t("valid"), superseded: t("superseded"), revoked: t("revoked") };
  return {
    description: t("description"),
    course: t("course"),
    level: t("level"),
    levelValue: label(`level.${source.level}` as LabelKey, lang),
    number: t("number"),
    diver: t("diver"),
    memberId: t("memberId"),
    issued: t("issued"),
    iso: t("iso"),
    status: t("status"),
    statusValue: statusWords[source.status],
    // The back's status: a revoked card says why it no longer counts.
    statusText: source.revoked ? `${statusWords.revoked}\n${t("revokedText")}` : statusWords[source.status],
    verify: t("verify"),
    verifyText: t("verifyText", { url: verifyUrl }),
    testPass: t("testPass"),
    testPassText: t("testPassText"),
  };
}

/** A text as a quoted string of a .strings file (passkit-generator writes them as given). */
export const stringsLiteral = (text: string) => text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

/** pass.strings of each language: the holder's words → that language's (see above for shared texts). */
function translations(source: PassSource, holder: Words): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const lang of supportedLanguages) {
    const words = wordsOf(lang, source);
    const map = new Map<string, string>();
    const ambiguous = new Set<string>();
    for (const key of Object.keys(holder) as (keyof Words)[]) {
      const from = holder[key];
      const to = words[key];
      if (map.has(from) && map.get(from) !== to) ambiguous.add(from);
      else map.set(from, to);
    }
    for (const text of ambiguous) map.delete(text);
    out[LPROJ[lang]] = Object.fromEntries([...map].map(([from, to]) => [stringsLiteral(from), stringsLiteral(to)]));
  }
  return out;
}

/** The signed .pkpass (a ZIP) of a certification. */
export async function buildApplePass(source: PassSource, signer: AppleSigner): Promise<Buffer> {
  const words = wordsOf(source.language, source);
  const pass = new PKPass(
    { ...(await applePassImages()) },
    { wwdr: signer.wwdrPem, signerCert: signer.signerCertPem, signerKey: signer.signerKeyPem, signerKeyPassphrase: signer.signerKeyPassphrase },
    {
      formatVersion: 1,
      passTypeIdentifier: signer.passTypeId,
      teamIdentifier: signer.teamId,
      organizationName: "DiveCert",
      description: words.description,
      serialNumber: source.number,
      authenticationToken: passAuthToken(source.number),
      webServiceURL: `${env().appUrl}/api/v1/wallet/apple`,
      logoText: "DiveCert",
      ...PASS_COLOURS,
      sharingProhibited: true,
      ...(source.revoked ? { voided: true } : {}),
    },
  );

  const generic = new PassType("generic");
  if (signer.test) generic.headerFields.push({ key: "test", value: words.testPass });
  if (source.revoked) generic.headerFields.push({ key: "state", label: words.status, value: words.statusValue });
  generic.primaryFields.push({ key: "course", label: words.course, value: source.courseName });
  generic.secondaryFields.push({ key: "diver", label: words.diver, value: source.holderName }, { key: "level", label: words.level, value: words.levelValue });
  generic.auxiliaryFields.push(
    { key: "number", label: words.number, value: source.number },
    { key: "memberId", label: words.memberId, value: source.memberId },
    // A date, not a text: Wallet writes it the phone's way. Midnight UTC shown in UTC is the issue day anywhere.
    { key: "issued", label: words.issued, value: `${source.issuedAt}T00:00:00Z`, dateStyle: "PKDateStyleMedium", timeStyle: "PKDateStyleNone", ignoresTimeZone: true },
  );
  if (source.isoEquivalent) generic.backFields.push({ key: "iso", label: words.iso, value: source.isoEquivalent });
  generic.backFields.push(
    { key: "status", label: words.status, value: words.statusText },
    { key: "verify", label: words.verify, value: words.verifyText, dataDetectorTypes: ["PKDataDetectorTypeLink"] },
  );
  if (signer.test) generic.backFields.push({ key: "testPass", label: words.testPass, value: words.testPassText });
  pass.types.push(generic);

  if (!source.revoked && source.barcode) {
    pass.setBarcodes({ format: "PKBarcodeFormatQR", message: source.barcode, messageEncoding: "iso-8859-1", altText: source.number });
    // passkit-generator drops a barcode it finds invalid with a warning: a card's pass must not go out without one.
    if (pass.props.barcodes?.length !== 1) throw new Error(`The barcode of pass ${source.number} was refused by passkit-generator.`);
  }
  for (const [lproj, strings] of Object.entries(translations(source, words))) pass.localize(lproj, strings);
  return withNativeRsa(() => pass.getAsBuffer());
}
