import type { Lang } from "@/lib/i18n/language";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import ko from "@/messages/ko.json";
import pt from "@/messages/pt.json";
import zh from "@/messages/zh.json";

// One catalogue per language (messages/<lang>.json) for pages, e-mails, PDFs and the API's
// labels. English is the reference: tests/unit check that every catalogue has exactly its keys,
// with the same ICU arguments, and that every key is used (lib/i18n/catalogue.test.ts).

export type Messages = typeof en;

export const catalogues: Record<Lang, Messages> = { en, it, es, fr, de, pt, zh, ko };

