import { dateOnly } from "@/lib/dates";
import { label, type LabelKey } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { catalogues } from "@/lib/i18n/messages";
import type { PassSource } from "@/lib/wallet/pass-source";

// A certification as a Google Wallet generic pass object (Google's GenericObject, REST v1 field
// names): the same facts and barcode as the Apple pass, in the holder's language (LocalizedString
// defaultValue). The whole object travels in the save link's URL: with the other seven languages as
// translatedValues it was a 9.5 KB link (bench:wallet), past what Google's older guidance allows a
// link (1,800 characters) and far past what every browser and proxy is known to take; in one
// language it is about 3 KB (decision 0050). It carries the card's facts and nothing more: the
// barcode's link is how to check the card.

/** Our class of generic passes, created by the save link itself (the JWT's genericClasses). */
export const CLASS_SUFFIX = "divecert_certification";
/** sky-700, the logo's and the site's buttons' blue (app/manifest.ts theme_color). */
export const BACKGROUND_COLOR = "#0369a1";
/** The logo on the blue square with the drawing inside the central 80% (scripts/make-app-icons.ts): Google shows the logo in a circle. */
export const LOGO_PATH = "/icons/maskable-512.png";

export type TranslatedString = { language: string; value: string };
export type LocalizedString = { defaultValue: TranslatedString; translatedValues?: TranslatedString[] };
export type TextModuleData = { id: string; header: string; body: string; localizedHeader: LocalizedString; localizedBody?: LocalizedString };
export type GenericObject = {
  id: string;
  classId: string;
  state: "ACTIVE" | "INACTIVE";
  cardTitle: LocalizedString;
  header: LocalizedString;
  subheader: LocalizedString;
  logo: { sourceUri: { uri: string }; contentDescription: LocalizedString };
  hexBackgroundColor: string;
  textModulesData: TextModuleData[];
  barcode?: { type: "QR_CODE"; value: string; alternateText: string };
};

/** Google's object and class ids: `<issuer id>.<identifier>`, the identifier only letters, digits, `.`, `_` and `-`. */
export const objectIdOf = (issuerId: string, serialNumber: string) => `${issuerId}.${serialNumber.replace(/[^A-Za-z0-9._-]/g, "_")}`;
export const classIdOf = (issuerId: string) => `${issuerId}.${CLASS_SUFFIX}`;

type Words = (typeof catalogues)["en"]["walletPass"];
const words = (lang: Lang): Words => catalogues[lang].walletPass;

/** A text in the holder's language. */
const localized = (lang: Lang, text: (l: Lang) => string): LocalizedString => ({ defaultValue: { language: lang, value: text(lang) } });

/** A text that is the same in every language (a name, a number). */
const untranslated = (lang: Lang, value: string): LocalizedString => ({ defaultValue: { language: lang, value } });

function module(id: string, lang: Lang, header: (w: Words) => string, body: string | ((l: Lang) => string)): TextModuleData {
  const data: TextModuleData = {
    id,
    header: header(words(lang)),
    body: typeof body === "string" ? body : body(lang),
    localizedHeader: localized(lang, (l) => header(words(l))),
  };
  if (typeof body !== "string") data.localizedBody = localized(lang, body);
  return data;
}

const longDate = (ymd: string) => (l: Lang) => new Intl.DateTimeFormat(l, { dateStyle: "long", timeZone: "UTC" }).format(dateOnly(ymd));

export type GenericObjectOptions = { issuerId: string; appUrl: string; test: boolean };

export function genericObject(source: PassSource, { issuerId, appUrl, test }: GenericObjectOptions): GenericObject {
  const lang = source.language;
  const level = (l: Lang) => label(`level.${source.level}` as LabelKey, l);
  const textModulesData: TextModuleData[] = [
    ...(test ? [module("test_pass", lang, (w) => w.testPass, (l) => words(l).testPassText)] : []),
    module("course", lang, (w) => w.course, source.courseName),
    module("level", lang, (w) => w.level, level),
    module("number", lang, (w) => w.number, source.number),
    module("member_id", lang, (w) => w.memberId, source.memberId),
    module("issued", lang, (w) => w.issued, longDate(source.issuedAt)),
    ...(source.isoEquivalent ? [module("iso", lang, (w) => w.iso, source.isoEquivalent)] : []),
  ];
  return {
    id: objectIdOf(issuerId, source.number),
    classId: classIdOf(issuerId),
    state: source.revoked ? "INACTIVE" : "ACTIVE",
    cardTitle: untranslated(lang, "DiveCert"),
    header: untranslated(lang, source.holderName),
    subheader: localized(lang, level),
    logo: { sourceUri: { uri: `${appUrl}${LOGO_PATH}` }, contentDescription: localized(lang, (l) => words(l).description) },
    hexBackgroundColor: BACKGROUND_COLOR,
    textModulesData,
    ...(source.barcode ? { barcode: { type: "QR_CODE" as const, value: source.barcode, alternateText: source.number } } : {}),
  };
}
